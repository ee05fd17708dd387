import { zodResolver } from '@hookform/resolvers/zod';
import { codeFormSchema, type CodeForm } from '@screenspot/contracts/auth';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { applyServerErrors } from '../../../lib/form-errors';
import { submitDelay } from '../../../lib/submit-delay';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useVerifyPasswordReset } from '../api/verify-password-reset';
import { readFlow, writeFlow } from '../lib/flow-storage';
import { CodeField } from './code-field';
import { ResendCode } from './resend-code';
import styles from './auth-form.module.css';

type ResetCodeFormProps = { channel: 'email' | 'sms' };

/** /codefromemail and /phoneVerification: the reset code, exchanged for a token. */
export function ResetCodeForm({ channel }: ResetCodeFormProps) {
  const navigate = useNavigate();
  const destination = readFlow(channel === 'email' ? 'email' : 'phone');
  const verify = useVerifyPasswordReset();
  const resend = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm>({
    resolver: zodResolver(codeFormSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });

  if (!destination) return <MissingStart />;

  const onSubmit = async ({ code }: CodeForm) => {
    await submitDelay();
    try {
      const { token } = await verify.mutateAsync(
        channel === 'email'
          ? { email: destination, otpEmail: code }
          : { phoneNumber: destination, otpMobile: code },
      );
      writeFlow({ token });
      navigate('/newpassword');
    } catch (error) {
      const message = applyServerErrors(error, setError, []);
      if (message) setError('code', { type: 'server', message }, { shouldFocus: true });
    }
  };

  return (
    <>
      <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
        <CodeField label="Code" error={errors.code?.message} autoFocus {...register('code')} />
        <ResendCode
          onResend={() =>
            resend.mutateAsync(
              channel === 'email' ? { email: destination } : { phoneNumber: destination },
            )
          }
        />
        <button
          type="submit"
          className={`btn btn-primary ${styles.submit}`}
          disabled={isSubmitting}
        >
          {isSubmitting ? 'Checking…' : 'Submit'}
        </button>
      </form>
      <p className={styles.footer}>
        Wrong address? <Link to="/forgotpassword">Start again</Link>
      </p>
    </>
  );
}

/** Reached without asking for a code first (a new tab, a bookmark). */
export function MissingStart() {
  return (
    <p className={styles.lead}>
      This page continues a password reset. <Link to="/forgotpassword">Ask for a code</Link> to
      start one.
    </p>
  );
}
