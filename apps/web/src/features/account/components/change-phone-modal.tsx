import { useTranslation } from 'react-i18next';
import { changePhoneFormSchema } from '@screenspot/contracts/account';
import { PasswordField } from '../../../components/forms/password-field';
import { FormPhoneField } from '../../../components/forms/phone-field';
import { useChangeCredentials } from '../api/change-credentials';
import { ModalForm } from './modal-form';

type Props = { onClose: () => void; onSent: () => void };

/** Change Phone Number: the password and the new number; codes go to both numbers. */
export function ChangePhoneModal({ onClose, onSent }: Props) {
  const { t } = useTranslation('account');
  const change = useChangeCredentials();
  return (
    <ModalForm
      schema={changePhoneFormSchema}
      onSubmit={async (values) => {
        await change.mutateAsync(values);
        onSent();
      }}
      title={t('changePhone.title')}
      onClose={onClose}
      submitLabel={t('changePhone.submit')}
      pendingLabel={t('changePhone.sending')}
    >
      {({ field, control }) => (
        <>
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            {...field('password')}
          />
          <FormPhoneField
            control={control}
            name="phoneNumberToChange"
            label={t('fields.newPhone')}
          />
        </>
      )}
    </ModalForm>
  );
}
