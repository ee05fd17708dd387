import { zodResolver } from '@hookform/resolvers/zod';
import type { CredentialsConfirmResponse } from '@screenspot/contracts/account';
import { verifyEmailFormSchema, type VerifyEmailForm } from '@screenspot/contracts/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Modal } from '../../../components/ui/modal';
import { applyServerErrors } from '../../../lib/form-errors';
import { submitDelay } from '../../../lib/submit-delay';
import { useConfirmCredentials } from '../api/confirm-credentials';
import { CodeInput } from './code-input';
import styles from './settings.module.css';

type Props = { onClose: () => void; onVerified: (result: CredentialsConfirmResponse) => void };

/** Verify Your Email: the code from the new address and the one from the current address. */
export function VerifyEmailModal({ onClose, onVerified }: Props) {
  const confirm = useConfirmCredentials();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VerifyEmailForm>({
    resolver: zodResolver(verifyEmailFormSchema),
    mode: 'onTouched',
    defaultValues: { otpEmailToChange: '', otpEmail: '' },
  });

  const onSubmit = async (values: VerifyEmailForm) => {
    setFailure(null);
    await submitDelay();
    try {
      onVerified(await confirm.mutateAsync(values));
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['otpEmailToChange', 'otpEmail']));
    }
  };

  return (
    <Modal title="Verify Your Email" onClose={onClose}>
      <p className={styles.panelLead}>
        We sent a code to your new email address and another to your current one.
      </p>
      <form className={styles.modalForm} onSubmit={handleSubmit(onSubmit)} noValidate>
        {failure ? (
          <p className="form-error" role="alert">
            {failure}
          </p>
        ) : null}
        <CodeInput
          label="Code from new email"
          error={errors.otpEmailToChange?.message}
          {...register('otpEmailToChange')}
        />
        <CodeInput
          label="Code from old email"
          autoComplete="off"
          error={errors.otpEmail?.message}
          {...register('otpEmail')}
        />
        <button
          type="submit"
          className={`btn btn-primary ${styles.modalSubmit}`}
          disabled={isSubmitting}
        >
          {isSubmitting ? 'Checking…' : 'Sent'}
        </button>
      </form>
    </Modal>
  );
}
