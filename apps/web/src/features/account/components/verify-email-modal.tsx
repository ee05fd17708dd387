import { useTranslation } from 'react-i18next';
import type { CredentialsConfirmResponse } from '@screenspot/contracts/account';
import { verifyEmailFormSchema } from '@screenspot/contracts/account';
import { CodeField } from '../../../components/forms/code-field';
import { useConfirmCredentials } from '../api/confirm-credentials';
import { ModalForm } from './modal-form';

type Props = { onClose: () => void; onVerified: (result: CredentialsConfirmResponse) => void };

/** Verify Your Email: the code from the new address and the one from the current address. */
export function VerifyEmailModal({ onClose, onVerified }: Props) {
  const { t } = useTranslation('account');
  const confirm = useConfirmCredentials();
  return (
    <ModalForm
      schema={verifyEmailFormSchema}
      onSubmit={async (values) => onVerified(await confirm.mutateAsync(values))}
      title={t('verifyEmail.title')}
      lead={t('verifyEmail.lead')}
      onClose={onClose}
      submitLabel={t('verifyEmail.submit')}
      pendingLabel={t('verifyEmail.checking')}
    >
      {({ field }) => (
        <>
          <CodeField label={t('fields.codeNewEmail')} {...field('otpEmailToChange')} />
          <CodeField label={t('fields.codeOldEmail')} autoComplete="off" {...field('otpEmail')} />
        </>
      )}
    </ModalForm>
  );
}
