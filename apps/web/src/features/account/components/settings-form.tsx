import type { ReactNode } from 'react';
import { FormOutcome } from '../../../components/forms/form-outcome';
import { SubmitButton } from '../../../components/forms/submit-button';
import type { FormOutcome as Outcome } from '../../../components/forms/use-api-form';
import styles from './settings.module.css';

type Props = {
  form: { submit: () => Promise<void>; pending: boolean; outcome: Outcome | null };
  /** The form's title, above its message. */
  heading?: string;
  submitLabel: string;
  pendingLabel: string;
  /** Buttons before the one that sends the form. */
  actions?: ReactNode;
  children: ReactNode;
};

/** A form of the settings: its message, its fields and the row of buttons ending in the one that sends it. */
export function SettingsForm({
  form,
  heading,
  submitLabel,
  pendingLabel,
  actions,
  children,
}: Props) {
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate>
      {heading ? <h3 className={styles.subheading}>{heading}</h3> : null}
      <FormOutcome outcome={form.outcome} />
      {children}
      <div className={styles.actions}>
        {actions}
        <SubmitButton pending={form.pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
