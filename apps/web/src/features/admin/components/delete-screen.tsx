import type { AdminScreen } from '@screenspot/contracts/admin-screens';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { useDeleteScreen } from '../api/delete-screen';
import admin from './admin.module.css';

/** Deleting asks first; the server refuses while orders still need the screen (409). */
export function DeleteScreen({ screen }: { screen: AdminScreen }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const remove = useDeleteScreen();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" className={admin.dangerButton} onClick={() => setOpen(true)}>
        {t('deleteScreen.button')}
      </button>
      {open ? (
        <Modal
          title={t('deleteScreen.title', { name: screen.billboardName })}
          onClose={() => {
            setOpen(false);
            remove.reset();
          }}
          footer={
            <>
              <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
                {t('deleteScreen.keep')}
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
                {remove.isPending ? t('deleteScreen.deleting') : t('deleteScreen.delete')}
              </button>
            </>
          }
        >
          <p>{t('deleteScreen.text')}</p>
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
