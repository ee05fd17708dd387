import type { AdminScreen } from '@screenspot/contracts/admin-screens';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../../components/ui/confirm-modal';
import { useDeleteScreen } from '../api/delete-screen';
import admin from '../../../../components/console/console.module.css';

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
        <ConfirmModal
          title={t('deleteScreen.title', { name: screen.billboardName })}
          onClose={() => {
            setOpen(false);
            remove.reset();
          }}
          cancelLabel={t('deleteScreen.keep')}
          confirmLabel={t('deleteScreen.delete')}
          pendingLabel={t('deleteScreen.deleting')}
          pending={remove.isPending}
          danger
          onConfirm={() =>
            remove.mutate(screen.id, {
              onSuccess: () => navigate('/admin/screens', { replace: true }),
            })
          }
          error={remove.error}
        >
          <p>{t('deleteScreen.text')}</p>
        </ConfirmModal>
      ) : null}
    </>
  );
}
