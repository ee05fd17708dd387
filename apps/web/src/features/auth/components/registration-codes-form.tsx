import { zodResolver } from '@hookform/resolvers/zod';
import {
  registrationCodesFormSchema,
  type RegistrationCodesForm as Values,
} from '@screenspot/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { applyServerErrors } from '../../../lib/form-errors';
import { submitDelay } from '../../../lib/submit-delay';
import { useConfirmRegistration } from '../api/confirm-registration';
import { useResendRegistrationCode } from '../api/resend-registration-code';
import { clearFlow, readFlow } from '../lib/flow-storage';
import { CodeField } from './code-field';
import { ResendCode } from './resend-code';
import styles from './auth-form.module.css';

/** /phoneconfirm: the codes sent to the phone and to the email at sign-up. */
export function RegistrationCodesForm() {
  const navigate = useNavigate();
  const customerId = readFlow('id');
  const email = readFlow('email');
  const phone = readFlow('phone');
  const confirm = useConfirmRegistration();
  const resend = useResendRegistrationCode();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(registrationCodesFormSchema),
    mode: 'onTouched',
    defaultValues: { otpMobile: '', otpEmail: '' },
  });

  if (!customerId) {
    return (
      <p className={styles.lead}>
        This page finishes a sign-up. <Link to="/signUp">Sign up</Link> first, or{' '}
        <Link to="/signIn">sign in</Link> if your account is ready.
      </p>
    );
  }

  const onSubmit = async (values: Values) => {
    setFailure(null);
    await submitDelay();
    try {
      await confirm.mutateAsync({ ...values, customerId });
      clearFlow('id', 'email', 'phone');
      navigate('/signIn', { state: { notice: 'Your account is confirmed. Please sign in.' } });
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['otpMobile', 'otpEmail']));
    }
  };

  return (
    <>
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
        <CodeField
          label="Code from mobile"
          autoFocus
          error={errors.otpMobile?.message}
          {...register('otpMobile')}
        />
        {phone ? (
          <ResendCode
            describedAs="to your phone"
            onResend={() => resend.mutateAsync({ customerId, phoneNumber: phone })}
          />
        ) : null}
        <CodeField
          label="Code from email"
          autoComplete="off"
          error={errors.otpEmail?.message}
          {...register('otpEmail')}
        />
        {email ? (
          <ResendCode
            describedAs="to your email"
            onResend={() => resend.mutateAsync({ customerId, username: email })}
          />
        ) : null}
        <button
          type="submit"
          className={`btn btn-primary ${styles.submit}`}
          disabled={isSubmitting}
        >
          {isSubmitting ? 'Checking…' : 'Submit'}
        </button>
      </form>
    </>
  );
}
