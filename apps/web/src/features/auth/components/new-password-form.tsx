import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordFormSchema, type NewPasswordForm as Values } from '@screenspot/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/forms/password-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { submitDelay } from '../../../lib/submit-delay';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { clearFlow, readFlow } from '../lib/flow-storage';
import styles from './auth-form.module.css';

export function NewPasswordForm() {
  const navigate = useNavigate();
  const token = readFlow('token');
  const confirm = useConfirmPasswordReset();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', passwordConfirm: '' },
  });

  if (!token) {
    return (
      <p className={styles.lead}>
        This page continues a password reset. <Link to="/forgotpassword">Ask for a code</Link> to
        start one.
      </p>
    );
  }

  const onSubmit = async (values: Values) => {
    setFailure(null);
    await submitDelay();
    try {
      await confirm.mutateAsync({ password: values.password, otp: token });
      clearFlow('token', 'email', 'phone');
      navigate('/signIn', { state: { notice: 'Your password has been changed. Please sign in.' } });
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['password']));
    }
  };

  return (
    <>
      {failure ? (
        <p className="form-error" role="alert">
          {failure} <Link to="/forgotpassword">Ask for a new code</Link>
        </p>
      ) : null}
      <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          autoFocus
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.passwordConfirm?.message}
          {...register('passwordConfirm')}
        />
        <button
          type="submit"
          className={`btn btn-primary ${styles.submit}`}
          disabled={isSubmitting}
        >
          {isSubmitting ? 'Saving…' : 'Save Password'}
        </button>
      </form>
    </>
  );
}
