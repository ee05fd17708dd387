import { useTranslation } from 'react-i18next';
import { changeEmailFormSchema } from '@screenspot/contracts/account';
import { FormOutcome } from '../../../components/forms/form-outcome';
import { PasswordField } from '../../../components/forms/password-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useChangeCredentials } from '../api/change-credentials';
import styles from './settings.module.css';

type Props = { onClose: () => void; onSent: () => void };

/** Change Email Address: the password and the new address; codes go to both addresses. */
export function ChangeEmailModal({ onClose, onSent }: Props) {
  const { t } = useTranslation('account');
  const change = useChangeCredentials();
  const { register, submit, errors, pending, outcome } = useApiForm(changeEmailFormSchema, {
    defaultValues: { password: '', emailToChange: '' },
    serverFields: ['password', 'emailToChange'],
    onSubmit: async (values) => {
      await change.mutateAsync(values);
      onSent();
    },
  });

  return (
    <Modal title={t('changeEmail.title')} onClose={onClose}>
      <form className={styles.modalForm} onSubmit={submit} noValidate>
        <FormOutcome outcome={outcome} />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label={t('fields.newEmail')}
          type="email"
          autoComplete="email"
          error={errors.emailToChange?.message}
          {...register('emailToChange')}
        />
        <SubmitButton
          pending={pending}
          pendingLabel={t('changeEmail.sending')}
          className={styles.modalSubmit}
        >
          {t('changeEmail.submit')}
        </SubmitButton>
      </form>
    </Modal>
  );
}
