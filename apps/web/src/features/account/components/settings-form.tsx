import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormOutcome } from '../../../components/forms/form-outcome';
import { SectionSubmit } from '../../../components/forms/section-submit';
import type { FormOutcome as Outcome } from '../../../components/forms/use-api-form';
import styles from './settings.module.css';

type Props = {
  form: { submit: () => Promise<void>; pending: boolean; outcome: Outcome | null };
  /**
   * The form's section of the account catalogue: its button's label and pending label, and, where
   * it has one, the heading above its message.
   */
  texts: 'profile' | 'password' | 'tokens' | 'webhooks';
  /** Buttons before the one that sends the form. */
  actions?: ReactNode;
  children: ReactNode;
};

/** A form of the settings: its message, its fields and the row of buttons ending in the one that sends it. */
export function SettingsForm({ form, texts, actions, children }: Props) {
  const { t } = useTranslation('account');
  const heading = t(`${texts}.heading`, { defaultValue: '' });
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate>
      {heading ? <h3 className={styles.subheading}>{heading}</h3> : null}
      <FormOutcome outcome={form.outcome} />
      {children}
      <div className={styles.actions}>
        {actions}
        <SectionSubmit ns="account" texts={texts} pending={form.pending} />
      </div>
    </form>
  );
}
