import { useTranslation } from 'react-i18next';
import type { CredentialsConfirmResponse } from '@screenspot/contracts/account';
import { verifyEmailFormSchema } from '@screenspot/contracts/account';
import { CodeField } from '../../../components/forms/code-field';
import { FormOutcome } from '../../../components/forms/form-outcome';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { Modal } from '../../../components/ui/modal';
import { useConfirmCredentials } from '../api/confirm-credentials';
import styles from './settings.module.css';

type Props = { onClose: () => void; onVerified: (result: CredentialsConfirmResponse) => void };

/** Verify Your Email: the code from the new address and the one from the current address. */
export function VerifyEmailModal({ onClose, onVerified }: Props) {
  const { t } = useTranslation('account');
  const confirm = useConfirmCredentials();
  const { register, submit, errors, pending, outcome } = useApiForm(verifyEmailFormSchema, {
    defaultValues: { otpEmailToChange: '', otpEmail: '' },
    serverFields: ['otpEmailToChange', 'otpEmail'],
    onSubmit: async (values) => onVerified(await confirm.mutateAsync(values)),
  });

  return (
    <Modal title={t('verifyEmail.title')} onClose={onClose}>
      <p className={styles.panelLead}>{t('verifyEmail.lead')}</p>
      <form className={styles.modalForm} onSubmit={submit} noValidate>
        <FormOutcome outcome={outcome} />
        <CodeField
          label={t('fields.codeNewEmail')}
          error={errors.otpEmailToChange?.message}
          {...register('otpEmailToChange')}
        />
        <CodeField
          label={t('fields.codeOldEmail')}
          autoComplete="off"
          error={errors.otpEmail?.message}
          {...register('otpEmail')}
        />
        <SubmitButton
          pending={pending}
          pendingLabel={t('verifyEmail.checking')}
          className={styles.modalSubmit}
        >
          {t('verifyEmail.submit')}
        </SubmitButton>
      </form>
    </Modal>
  );
}
