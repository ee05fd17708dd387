import { useTranslation } from 'react-i18next';
import type { CredentialsConfirmResponse } from '@screenspot/contracts/account';
import type { Customer } from '@screenspot/contracts/customer';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { ChangeCredentialModal, VerifyCredentialModal, type Channel } from './credential-modals';
import styles from './settings.module.css';
import { LineIcon } from '../../../components/ui/icons';

/** Where a change of the email or the phone stands: its form, its codes, or its success message. */
type Step = { stage: 'change' | 'verify' | 'changed'; channel: Channel } | null;

type Props = {
  customer: Customer;
  /** The phone number changed; the session goes on. */
  onPhoneChanged: (phoneNumber: string) => void;
  /** The email changed and every session ended (the success message is still to be read). */
  onSessionEnded: () => void;
  /** The user closed the email-change success message: on to sign-in. */
  onEmailChanged: () => void;
};

/** Current email and phone, each with a pencil opening its change and verify modals. */
export function ContactInformation({
  customer,
  onPhoneChanged,
  onSessionEnded,
  onEmailChanged,
}: Props) {
  const { t } = useTranslation('account');
  const [step, setStep] = useState<Step>(null);
  const close = () => setStep(null);

  const verified = (result: CredentialsConfirmResponse) => {
    if (result.signedOut) {
      // Every session has ended; the message stays until the user closes it.
      onSessionEnded();
      setStep({ stage: 'changed', channel: 'email' });
    } else {
      onPhoneChanged(result.phoneNumber);
      setStep({ stage: 'changed', channel: 'phone' });
    }
  };

  return (
    <>
      <ul className={styles.contactList}>
        <li className={styles.contactItem}>
          <span>
            <span className={styles.contactLabel}>{t('contact.email')}</span>
            <bdi className={styles.contactValue}>{customer.username}</bdi>
          </span>
          <PencilButton
            label={t('contact.changeEmail')}
            onClick={() => setStep({ stage: 'change', channel: 'email' })}
          />
        </li>
        <li className={styles.contactItem}>
          <span>
            <span className={styles.contactLabel}>{t('contact.phone')}</span>
            <bdi dir="ltr" className={styles.contactValue}>
              {customer.phoneNumber}
            </bdi>
          </span>
          <PencilButton
            label={t('contact.changePhone')}
            onClick={() => setStep({ stage: 'change', channel: 'phone' })}
          />
        </li>
      </ul>

      {step?.stage === 'change' ? (
        <ChangeCredentialModal
          channel={step.channel}
          onClose={close}
          onSent={() => setStep({ stage: 'verify', channel: step.channel })}
        />
      ) : null}
      {step?.stage === 'verify' ? (
        <VerifyCredentialModal channel={step.channel} onClose={close} onVerified={verified} />
      ) : null}
      {step?.stage === 'changed' ? (
        <SuccessModal
          title={t(`contact.${step.channel}ChangedTitle`)}
          text={t(`contact.${step.channel}ChangedText`)}
          onClose={step.channel === 'email' ? onEmailChanged : close}
        />
      ) : null}
    </>
  );
}

function PencilButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.pencil} aria-label={label} onClick={onClick}>
      <LineIcon size={18} round="joins" d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" />
    </button>
  );
}

function SuccessModal({
  title,
  text,
  onClose,
}: {
  title: string;
  text: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('contact.close')}
        </button>
      }
    >
      <div className={styles.success}>
        <span className={styles.successIcon} aria-hidden="true">
          <LineIcon size={28} strokeWidth={2.5} round="caps" d="M5 12l5 5L20 7" />
        </span>
        <p>{text}</p>
      </div>
    </Modal>
  );
}
