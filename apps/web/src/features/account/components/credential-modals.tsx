import { Trans, useTranslation } from 'react-i18next';
import {
  changeEmailFormSchema,
  changePhoneFormSchema,
  verifyEmailFormSchema,
  verifyPhoneFormSchema,
  type CredentialsConfirmResponse,
} from '@screenspot/contracts/account';
import { Link } from 'react-router';
import { CodeField } from '../../../components/forms/code-field';
import { PasswordField } from '../../../components/forms/password-field';
import { FormPhoneField } from '../../../components/forms/phone-field';
import { TextField } from '../../../components/ui/text-field';
import { useChangeCredentials } from '../api/change-credentials';
import { useConfirmCredentials } from '../api/confirm-credentials';
import { ModalForm } from './modal-form';
import styles from './settings.module.css';

/** What a customer changes: the email address or the phone number. */
export type Channel = 'email' | 'phone';

type ChangeProps = { channel: Channel; onClose: () => void; onSent: () => void };

/**
 * Change Email Address or Change Phone Number: the password and the new address or number; codes
 * go to both the old and the new one.
 */
export function ChangeCredentialModal({ channel, onClose, onSent }: ChangeProps) {
  const { t } = useTranslation('account');
  const change = useChangeCredentials();
  const email = channel === 'email';
  return (
    <ModalForm
      schema={email ? changeEmailFormSchema : changePhoneFormSchema}
      texts={email ? 'changeEmail' : 'changePhone'}
      onSubmit={async (values) => {
        await change.mutateAsync(values);
        onSent();
      }}
      onClose={onClose}
    >
      {({ field, control }) => (
        <>
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            {...field('password')}
          />
          {email ? (
            <TextField
              label={t('fields.newEmail')}
              type="email"
              autoComplete="email"
              {...field('emailToChange')}
            />
          ) : (
            <FormPhoneField
              control={control}
              name="phoneNumberToChange"
              label={t('fields.newPhone')}
            />
          )}
        </>
      )}
    </ModalForm>
  );
}

/** Each channel's verify step: its schema, its texts, and its two codes, the new one first. */
const verifySteps = {
  email: {
    schema: verifyEmailFormSchema,
    texts: 'verifyEmail',
    newCode: { name: 'otpEmailToChange', label: 'fields.codeNewEmail' },
    oldCode: { name: 'otpEmail', label: 'fields.codeOldEmail' },
  },
  phone: {
    schema: verifyPhoneFormSchema,
    texts: 'verifyPhone',
    newCode: { name: 'otpMobileToChange', label: 'fields.codeNewNumber' },
    oldCode: { name: 'otpMobile', label: 'fields.codeOldNumber' },
  },
} as const;

type VerifyProps = {
  channel: Channel;
  onClose: () => void;
  onVerified: (result: CredentialsConfirmResponse) => void;
};

/**
 * Verify Your Email or Verify Phone Number: the code from the new address or number and the one
 * from the current one.
 */
export function VerifyCredentialModal({ channel, onClose, onVerified }: VerifyProps) {
  const { t } = useTranslation('account');
  const confirm = useConfirmCredentials();
  const { schema, texts, newCode, oldCode } = verifySteps[channel];
  return (
    <ModalForm
      schema={schema}
      texts={texts}
      onSubmit={async (values) => onVerified(await confirm.mutateAsync(values))}
      onClose={onClose}
      after={
        channel === 'phone' ? (
          <p className={styles.modalNote}>
            <Trans
              t={t}
              i18nKey="verifyPhone.signedOut"
              components={[<Link key="in" to="/signIn" />]}
            />
          </p>
        ) : null
      }
    >
      {({ field }) => (
        <>
          <CodeField label={t(newCode.label)} {...field(newCode.name)} />
          <CodeField label={t(oldCode.label)} autoComplete="off" {...field(oldCode.name)} />
        </>
      )}
    </ModalForm>
  );
}
