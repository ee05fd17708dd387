import { zodResolver } from '@hookform/resolvers/zod';
import {
  forgotPasswordFormSchema,
  type ForgotPasswordForm as ForgotPasswordValues,
} from '@screenspot/contracts/auth';
import { emailField, phoneField } from '@screenspot/contracts/auth-fields';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { PhoneField } from '../../../components/forms/phone-field';
import { TextField } from '../../../components/ui/text-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { submitDelay } from '../../../lib/submit-delay';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { writeFlow } from '../lib/flow-storage';
import styles from './auth-form.module.css';

/** Choose Phone or Email (Email first), enter it, and a code goes there. */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const reset = useRequestPasswordReset();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    watch,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { channel: 'email', email: '', phone: '' },
  });
  const channel = watch('channel');

  const onSubmit = async (values: ForgotPasswordValues) => {
    setFailure(null);
    await submitDelay();
    try {
      if (values.channel === 'email') {
        const email = emailField.parse(values.email);
        await reset.mutateAsync({ email });
        writeFlow({ email });
        navigate('/codefromemail');
      } else {
        const phone = phoneField.parse(values.phone);
        await reset.mutateAsync({ phoneNumber: phone });
        writeFlow({ phone });
        navigate('/phoneVerification');
      }
    } catch (error) {
      setFailure(applyServerErrors(error, setError, []));
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
        <fieldset className={styles.channels}>
          <legend className="field-label">Send the code by</legend>
          <label className={styles.channel}>
            <input type="radio" value="phone" {...register('channel')} />
            Phone
          </label>
          <label className={styles.channel}>
            <input type="radio" value="email" {...register('channel')} />
            Email
          </label>
        </fieldset>
        {channel === 'email' ? (
          <TextField
            key="email"
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
        ) : (
          <Controller
            key="phone"
            control={control}
            name="phone"
            render={({ field, fieldState }) => (
              <PhoneField
                label="Phone"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <button
          type="submit"
          className={`btn btn-primary ${styles.submit}`}
          disabled={isSubmitting}
        >
          {isSubmitting ? 'Sending…' : 'Send Code'}
        </button>
      </form>
      <p className={styles.footer}>
        Remembered it? <Link to="/signIn">Sign In</Link>
      </p>
    </>
  );
}
