import { zodResolver } from '@hookform/resolvers/zod';
import { signInFormSchema, type SignInForm as SignInValues } from '@screenspot/contracts/auth';
import { messages, sessionExpiredMessage } from '@screenspot/contracts/messages';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PasswordField } from '../../../components/forms/password-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiRequestError } from '../../../lib/api-client';
import { safeReturnPath } from '../../../lib/session';
import { submitDelay } from '../../../lib/submit-delay';
import { needsSecondFactor, useLogin, useLoginSecondFactor } from '../api/login';
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
  const [ticket, setTicket] = useState<string | null>(null);
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
      const result = await login.mutateAsync(values);
      if (needsSecondFactor(result)) {
        setTicket(result.ticket);
        return;
      }
      navigate(returnTo, { replace: true });
    } catch (error) {
      setFailure(signInFailure(error));
    }
  };

  if (ticket) {
    return (
      <SecondFactorStep
        ticket={ticket}
        onDone={() => navigate(returnTo, { replace: true })}
        onExpired={() => {
          setTicket(null);
          setFailure('This sign-in has expired. Please sign in again.');
        }}
      />
    );
  }

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

/** The second step for an operator with a second factor: a code from the authenticator app. */
function SecondFactorStep({
  ticket,
  onDone,
  onExpired,
}: {
  ticket: string;
  onDone: () => void;
  onExpired: () => void;
}) {
  const confirm = useLoginSecondFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await confirm.mutateAsync({ ticket, code: code.trim() });
      onDone();
    } catch (failure) {
      const message = failure instanceof ApiRequestError ? failure.message : 'Please try again.';
      if (message.startsWith('This sign-in has expired')) onExpired();
      else setError(message);
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>Enter the 6-digit code from your authenticator app.</p>
      <TextField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(null);
        }}
        error={error ?? undefined}
      />
      <button
        type="submit"
        className={`btn btn-primary ${styles.submit}`}
        disabled={confirm.isPending || code.trim().length !== 6}
      >
        {confirm.isPending ? 'Checking…' : 'Continue'}
      </button>
    </form>
  );
}
