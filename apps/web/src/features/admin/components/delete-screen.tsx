import type { AdminScreen } from '@screenspot/contracts/admin';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { useDeleteScreen } from '../api/delete-screen';
import admin from './admin.module.css';

/** Deleting asks first; the server refuses while orders still need the screen (409). */
export function DeleteScreen({ screen }: { screen: AdminScreen }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteScreen();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" className={admin.dangerButton} onClick={() => setOpen(true)}>
        Delete screen
      </button>
      {open ? (
        <Modal
          title={`Delete ${screen.billboardName}?`}
          onClose={() => {
            setOpen(false);
            remove.reset();
          }}
          footer={
            <>
              <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
                Keep it
              </button>
              <button
                type="button"
                className="btn btn-danger"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(screen.id, {
                    onSuccess: () => navigate('/admin/screens', { replace: true }),
                  })
                }
              >
                {remove.isPending ? 'Deleting…' : 'Delete'}
              </button>
            </>
          }
        >
          <p>Customers will no longer find this screen. This cannot be undone.</p>
          {remove.error ? (
            <div className="form-error" role="alert">
              {remove.error.message}
            </div>
          ) : null}
        </Modal>
      ) : null}
    </>
  );
}
