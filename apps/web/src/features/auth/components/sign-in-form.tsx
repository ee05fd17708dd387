import { zodResolver } from '@hookform/resolvers/zod';
import { signInFormSchema, type SignInForm as SignInValues } from '@screenspot/contracts/auth';
import { messages, sessionExpiredMessage } from '@screenspot/contracts/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PasswordField } from '../../../components/forms/password-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiRequestError } from '../../../lib/api-client';
import { safeReturnPath } from '../../../lib/session';
import { submitDelay } from '../../../lib/submit-delay';
import { useLogin } from '../api/login';
import styles from './auth-form.module.css';

/** A wrong email or password reads 'User not exists'; a lockout or an unconfirmed account says why. */
function signInFailure(error: unknown): string {
  if (error instanceof ApiRequestError && (error.status === 429 || error.status === 403)) {
    return error.message;
  }
  return messages.userNotExists;
}

export function SignInForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo')) ?? '/upload';
  const notice =
    (useLocation().state as { notice?: string } | null)?.notice ??
    (params.get('expired') === '1' ? sessionExpiredMessage : undefined);
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues, unknown, z.output<typeof signInFormSchema>>({
    resolver: zodResolver(signInFormSchema),
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = async (values: z.output<typeof signInFormSchema>) => {
    setFailure(null);
    await submitDelay();
    try {
      await login.mutateAsync(values);
      navigate(returnTo, { replace: true });
    } catch (error) {
      setFailure(signInFailure(error));
    }
  };

  return (
    <>
      {notice && !failure ? (
        <p className={`form-success ${styles.notice}`} role="status">
          {notice}
        </p>
      ) : null}
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Link to="/forgotpassword" className={styles.inlineLink}>
          Forgot password?
        </Link>
        <button
          type="submit"
          className={`btn btn-primary ${styles.submit}`}
          disabled={isSubmitting}
        >
          {isSubmitting ? 'Signing in…' : 'Sign In'}
        </button>
      </form>
      <p className={styles.footer}>
        New to ScreenSpot? <Link to="/signUp">Sign Up</Link>
      </p>
    </>
  );
}
