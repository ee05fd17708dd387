import { useTranslation } from 'react-i18next';
import { changePhoneFormSchema } from '@screenspot/contracts/account';
import { PasswordField } from '../../../components/forms/password-field';
import { FormPhoneField } from '../../../components/forms/phone-field';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useChangeCredentials } from '../api/change-credentials';
import { ModalForm } from './modal-form';

type Props = { onClose: () => void; onSent: () => void };

/** Change Phone Number: the password and the new number; codes go to both numbers. */
export function ChangePhoneModal({ onClose, onSent }: Props) {
  const { t } = useTranslation('account');
  const change = useChangeCredentials();
  const form = useApiForm(changePhoneFormSchema, {
    defaultValues: { password: '', phoneNumberToChange: '' },
    serverFields: ['password', 'phoneNumberToChange'],
    onSubmit: async (values) => {
      await change.mutateAsync(values);
      onSent();
    },
  });

  return (
    <ModalForm
      title={t('changePhone.title')}
      onClose={onClose}
      form={form}
      submitLabel={t('changePhone.submit')}
      pendingLabel={t('changePhone.sending')}
    >
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        {...form.field('password')}
      />
      <FormPhoneField
        control={form.control}
        name="phoneNumberToChange"
        label={t('fields.newPhone')}
      />
    </ModalForm>
  );
}
