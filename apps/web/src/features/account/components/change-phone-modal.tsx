import { useTranslation } from 'react-i18next';
import { changePhoneFormSchema } from '@screenspot/contracts/account';
import { FormOutcome } from '../../../components/forms/form-outcome';
import { PasswordField } from '../../../components/forms/password-field';
import { FormPhoneField } from '../../../components/forms/phone-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { Modal } from '../../../components/ui/modal';
import { useChangeCredentials } from '../api/change-credentials';
import styles from './settings.module.css';

type Props = { onClose: () => void; onSent: () => void };

/** Change Phone Number: the password and the new number; codes go to both numbers. */
export function ChangePhoneModal({ onClose, onSent }: Props) {
  const { t } = useTranslation('account');
  const change = useChangeCredentials();
  const { register, control, submit, errors, pending, outcome } = useApiForm(
    changePhoneFormSchema,
    {
      defaultValues: { password: '', phoneNumberToChange: '' },
      serverFields: ['password', 'phoneNumberToChange'],
      onSubmit: async (values) => {
        await change.mutateAsync(values);
        onSent();
      },
    },
  );

  return (
    <Modal title={t('changePhone.title')} onClose={onClose}>
      <form className={styles.modalForm} onSubmit={submit} noValidate>
        <FormOutcome outcome={outcome} />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <FormPhoneField control={control} name="phoneNumberToChange" label={t('fields.newPhone')} />
        <SubmitButton
          pending={pending}
          pendingLabel={t('changePhone.sending')}
          className={styles.modalSubmit}
        >
          {t('changePhone.submit')}
        </SubmitButton>
      </form>
    </Modal>
  );
}
