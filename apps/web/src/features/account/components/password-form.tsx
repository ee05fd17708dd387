import { zodResolver } from '@hookform/resolvers/zod';
import {
  passwordChangeFormSchema,
  type PasswordChangeForm as Values,
} from '@screenspot/contracts/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../../components/forms/password-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { submitDelay } from '../../../lib/submit-delay';
import { useChangePassword } from '../api/change-password';
import styles from './settings.module.css';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const change = useChangePassword();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(passwordChangeFormSchema),
    mode: 'onTouched',
    defaultValues: empty,
  });

  const onSubmit = async (values: Values) => {
    setStatus(null);
    await submitDelay();
    try {
      await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      reset(empty);
      setStatus({ ok: true, text: 'Your password has been changed' });
    } catch (error) {
      const message = applyServerErrors(error, setError, ['currentPassword', 'newPassword']);
      if (message) setStatus({ ok: false, text: message });
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      {status ? (
        <p className={status.ok ? 'form-success' : 'form-error'} role="status">
          {status.text}
        </p>
      ) : null}
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Change Password'}
        </button>
      </div>
    </form>
  );
}
