import { useTranslation } from 'react-i18next';
import { passwordChangeFormSchema } from '@screenspot/contracts/account';
import { FormOutcome } from '../../../components/forms/form-outcome';
import { PasswordField } from '../../../components/forms/password-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useChangePassword } from '../api/change-password';
import styles from './settings.module.css';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const { reset, submit, pending, outcome, field } = useApiForm(passwordChangeFormSchema, {
    defaultValues: empty,
    serverFields: ['currentPassword', 'newPassword'],
    onSubmit: async (values) => {
      await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      reset(empty);
      return t('password.changed');
    },
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormOutcome outcome={outcome} />
      <PasswordField
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        {...field('newPassword')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <div className={styles.actions}>
        <SubmitButton pending={pending} pendingLabel={t('password.saving')}>
          {t('password.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
