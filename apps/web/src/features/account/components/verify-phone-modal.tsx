import { zodResolver } from '@hookform/resolvers/zod';
import type { CredentialsConfirmResponse } from '@screenspot/contracts/account';
import { verifyPhoneFormSchema, type VerifyPhoneForm } from '@screenspot/contracts/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Modal } from '../../../components/ui/modal';
import { applyServerErrors } from '../../../lib/form-errors';
import { submitDelay } from '../../../lib/submit-delay';
import { useConfirmCredentials } from '../api/confirm-credentials';
import { CodeInput } from './code-input';
import styles from './settings.module.css';

type Props = { onClose: () => void; onVerified: (result: CredentialsConfirmResponse) => void };

/** Verify Phone Number: the code from the new number and the one from the current number. */
export function VerifyPhoneModal({ onClose, onVerified }: Props) {
  const confirm = useConfirmCredentials();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VerifyPhoneForm, unknown, z.output<typeof verifyPhoneFormSchema>>({
    resolver: zodResolver(verifyPhoneFormSchema),
    mode: 'onTouched',
    defaultValues: { otpMobileToChange: '', otpMobile: '' },
  });

  const onSubmit = async (values: z.output<typeof verifyPhoneFormSchema>) => {
    setFailure(null);
    await submitDelay();
    try {
      onVerified(await confirm.mutateAsync(values));
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['otpMobileToChange', 'otpMobile']));
    }
  };

  return (
    <Modal title="Verify Phone Number" onClose={onClose}>
      <p className={styles.panelLead}>
        We sent a code to your new number and another to your current one.
      </p>
      <form className={styles.modalForm} onSubmit={handleSubmit(onSubmit)} noValidate>
        {failure ? (
          <p className="form-error" role="alert">
            {failure}
          </p>
        ) : null}
        <CodeInput
          label="Code from new number"
          error={errors.otpMobileToChange?.message}
          {...register('otpMobileToChange')}
        />
        <CodeInput
          label="Code from old number"
          autoComplete="off"
          error={errors.otpMobile?.message}
          {...register('otpMobile')}
        />
        <button
          type="submit"
          className={`btn btn-primary ${styles.modalSubmit}`}
          disabled={isSubmitting}
        >
          {isSubmitting ? 'Checking…' : 'Verify'}
        </button>
      </form>
      <p className={styles.modalNote}>
        Signed out meanwhile? <Link to="/signIn">Sign In</Link> and start the change again.
      </p>
    </Modal>
  );
}
