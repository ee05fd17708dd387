import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailFormSchema, type ChangeEmailForm } from '@screenspot/contracts/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordField } from '../../../components/forms/password-field';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { submitDelay } from '../../../lib/submit-delay';
import { useChangeCredentials } from '../api/change-credentials';
import styles from './settings.module.css';

type Props = { onClose: () => void; onSent: () => void };

/** Change Email Address: the password and the new address; codes go to both addresses. */
export function ChangeEmailModal({ onClose, onSent }: Props) {
  const change = useChangeCredentials();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailForm, unknown, z.output<typeof changeEmailFormSchema>>({
    resolver: zodResolver(changeEmailFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', emailToChange: '' },
  });

  const onSubmit = async (values: z.output<typeof changeEmailFormSchema>) => {
    setFailure(null);
    await submitDelay();
    try {
      await change.mutateAsync(values);
      onSent();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['password', 'emailToChange']));
    }
  };

  return (
    <Modal title="Change Email Address" onClose={onClose}>
      <form className={styles.modalForm} onSubmit={handleSubmit(onSubmit)} noValidate>
        {failure ? (
          <p className="form-error" role="alert">
            {failure}
          </p>
        ) : null}
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="New email"
          type="email"
          autoComplete="email"
          error={errors.emailToChange?.message}
          {...register('emailToChange')}
        />
        <button
          type="submit"
          className={`btn btn-primary ${styles.modalSubmit}`}
          disabled={isSubmitting}
        >
          {isSubmitting ? 'Sending codes…' : 'Continue'}
        </button>
      </form>
    </Modal>
  );
}
