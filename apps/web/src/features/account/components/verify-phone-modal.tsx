import { Trans, useTranslation } from 'react-i18next';
import type { CredentialsConfirmResponse } from '@screenspot/contracts/account';
import { verifyPhoneFormSchema } from '@screenspot/contracts/account';
import { Link } from 'react-router';
import { CodeField } from '../../../components/forms/code-field';
import { useConfirmCredentials } from '../api/confirm-credentials';
import { ModalForm } from './modal-form';
import styles from './settings.module.css';

type Props = { onClose: () => void; onVerified: (result: CredentialsConfirmResponse) => void };

/** Verify Phone Number: the code from the new number and the one from the current number. */
export function VerifyPhoneModal({ onClose, onVerified }: Props) {
  const { t } = useTranslation('account');
  const confirm = useConfirmCredentials();
  return (
    <ModalForm
      schema={verifyPhoneFormSchema}
      onSubmit={async (values) => onVerified(await confirm.mutateAsync(values))}
      title={t('verifyPhone.title')}
      lead={t('verifyPhone.lead')}
      onClose={onClose}
      submitLabel={t('verifyPhone.submit')}
      pendingLabel={t('verifyPhone.checking')}
      after={
        <p className={styles.modalNote}>
          <Trans
            t={t}
            i18nKey="verifyPhone.signedOut"
            components={[<Link key="in" to="/signIn" />]}
          />
        </p>
      }
    >
      {({ field }) => (
        <>
          <CodeField label={t('fields.codeNewNumber')} {...field('otpMobileToChange')} />
          <CodeField label={t('fields.codeOldNumber')} autoComplete="off" {...field('otpMobile')} />
        </>
      )}
    </ModalForm>
  );
}
