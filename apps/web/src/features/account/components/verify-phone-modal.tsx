import { Trans, useTranslation } from 'react-i18next';
import type { CredentialsConfirmResponse } from '@screenspot/contracts/account';
import { verifyPhoneFormSchema } from '@screenspot/contracts/account';
import { Link } from 'react-router';
import { CodeField } from '../../../components/forms/code-field';
import { FormOutcome } from '../../../components/forms/form-outcome';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { Modal } from '../../../components/ui/modal';
import { useConfirmCredentials } from '../api/confirm-credentials';
import styles from './settings.module.css';

type Props = { onClose: () => void; onVerified: (result: CredentialsConfirmResponse) => void };

/** Verify Phone Number: the code from the new number and the one from the current number. */
export function VerifyPhoneModal({ onClose, onVerified }: Props) {
  const { t } = useTranslation('account');
  const confirm = useConfirmCredentials();
  const { register, submit, errors, pending, outcome } = useApiForm(verifyPhoneFormSchema, {
    defaultValues: { otpMobileToChange: '', otpMobile: '' },
    serverFields: ['otpMobileToChange', 'otpMobile'],
    onSubmit: async (values) => onVerified(await confirm.mutateAsync(values)),
  });

  return (
    <Modal title={t('verifyPhone.title')} onClose={onClose}>
      <p className={styles.panelLead}>{t('verifyPhone.lead')}</p>
      <form className={styles.modalForm} onSubmit={submit} noValidate>
        <FormOutcome outcome={outcome} />
        <CodeField
          label={t('fields.codeNewNumber')}
          error={errors.otpMobileToChange?.message}
          {...register('otpMobileToChange')}
        />
        <CodeField
          label={t('fields.codeOldNumber')}
          autoComplete="off"
          error={errors.otpMobile?.message}
          {...register('otpMobile')}
        />
        <SubmitButton
          pending={pending}
          pendingLabel={t('verifyPhone.checking')}
          className={styles.modalSubmit}
        >
          {t('verifyPhone.submit')}
        </SubmitButton>
      </form>
      <p className={styles.modalNote}>
        <Trans
          t={t}
          i18nKey="verifyPhone.signedOut"
          components={[<Link key="in" to="/signIn" />]}
        />
      </p>
    </Modal>
  );
}
