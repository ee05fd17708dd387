import type { ReactNode } from 'react';
import { Modal } from './modal';
import { ErrorText } from './error-text';

/**
 * A dialog that asks before an action: a way out, the action (busy while it runs) and the
 * action's error, if it failed.
 */
export function ConfirmModal({
  title,
  onClose,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  pending,
  disabled = false,
  danger = false,
  onConfirm,
  error,
  width,
  children,
}: {
  title: string;
  onClose: () => void;
  cancelLabel: string;
  confirmLabel: ReactNode;
  pendingLabel: string;
  pending: boolean;
  /** Held back while the choice cannot be sent. */
  disabled?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  error?: Error | null;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Modal
      title={title}
      onClose={onClose}
      width={width}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={danger ? 'btn btn-danger' : 'btn btn-primary'}
            disabled={pending || disabled}
            aria-busy={pending}
            onClick={onConfirm}
          >
            {pending ? pendingLabel : confirmLabel}
          </button>
        </>
      }
    >
      {children}
      <ErrorText error={error} />
    </Modal>
  );
}
