import { useTranslation } from 'react-i18next';
import { changeEmailFormSchema } from '@screenspot/contracts/account';
import { PasswordField } from '../../../components/forms/password-field';
import { TextField } from '../../../components/ui/text-field';
import { useChangeCredentials } from '../api/change-credentials';
import { ModalForm } from './modal-form';

type Props = { onClose: () => void; onSent: () => void };

/** Change Email Address: the password and the new address; codes go to both addresses. */
export function ChangeEmailModal({ onClose, onSent }: Props) {
  const { t } = useTranslation('account');
  const change = useChangeCredentials();
  return (
    <ModalForm
      schema={changeEmailFormSchema}
      onSubmit={async (values) => {
        await change.mutateAsync(values);
        onSent();
      }}
      title={t('changeEmail.title')}
      onClose={onClose}
      submitLabel={t('changeEmail.submit')}
      pendingLabel={t('changeEmail.sending')}
    >
      {({ field }) => (
        <>
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            {...field('password')}
          />
          <TextField
            label={t('fields.newEmail')}
            type="email"
            autoComplete="email"
            {...field('emailToChange')}
          />
        </>
      )}
    </ModalForm>
  );
}
