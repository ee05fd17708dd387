import type { ReactNode } from 'react';
import { FormOutcome } from '../../../components/forms/form-outcome';
import { SubmitButton } from '../../../components/forms/submit-button';
import type { FormOutcome as Outcome } from '../../../components/forms/use-api-form';
import { Modal } from '../../../components/ui/modal';
import styles from './settings.module.css';

type Props = {
  title: string;
  /** A line above the form saying what to do. */
  lead?: string;
  onClose: () => void;
  form: { submit: () => Promise<void>; pending: boolean; outcome: Outcome | null };
  submitLabel: string;
  pendingLabel: string;
  /** A note under the form. */
  after?: ReactNode;
  children: ReactNode;
};

/**
 * A step of changing an address or number, in a dialog: its form's message, its fields and the
 * button that sends it.
 */
export function ModalForm({
  title,
  lead,
  onClose,
  form,
  submitLabel,
  pendingLabel,
  after,
  children,
}: Props) {
  return (
    <Modal title={title} onClose={onClose}>
      {lead ? <p className={styles.panelLead}>{lead}</p> : null}
      <form className={styles.modalForm} onSubmit={form.submit} noValidate>
        <FormOutcome outcome={form.outcome} />
        {children}
        <SubmitButton
          pending={form.pending}
          pendingLabel={pendingLabel}
          className={styles.modalSubmit}
        >
          {submitLabel}
        </SubmitButton>
      </form>
      {after}
    </Modal>
  );
}
