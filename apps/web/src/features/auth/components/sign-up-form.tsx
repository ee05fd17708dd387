import { zodResolver } from '@hookform/resolvers/zod';
import { registerSchema, type RegisterInput } from '@screenspot/contracts/auth';
import { messages } from '@screenspot/contracts/messages';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { PasswordField } from '../../../components/forms/password-field';
import { PhoneField } from '../../../components/forms/phone-field';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { ApiRequestError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { submitDelay } from '../../../lib/submit-delay';
import { useRegister } from '../api/register';
import { writeFlow } from '../lib/flow-storage';
import styles from './auth-form.module.css';

type Output = z.output<typeof registerSchema>;

const fields = [
  'companyName',
  'name',
  'surname',
  'email',
  'phoneNumber',
  'password',
  'passwordConfirm',
  'agreeWithTerms',
] as const;

const alreadyExistsText =
  'An account with this email address or phone number already exists. Sign in, or reset your password if you have forgotten it.';

export function SignUpForm() {
  const navigate = useNavigate();
  const registration = useRegister();
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const form = useForm<RegisterInput, unknown, Output>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: {
      companyName: '',
      name: '',
      surname: '',
      email: '',
      phoneNumber: '',
      password: '',
      passwordConfirm: '',
      agreeWithTerms: false,
    },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = async (values: Output) => {
    await submitDelay();
    try {
      const { userId } = await registration.mutateAsync({ ...values, agreeWithTerms: true });
      writeFlow({ id: String(userId), email: values.email, phone: values.phoneNumber });
      navigate('/phoneconfirm');
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : 0;
      if (status === 400 && !applyServerErrors(error, setError, fields)) return;
      // The spec's modal answers a taken account; other failures say what the server said.
      setFailure(
        status === 409
          ? { title: messages.userAlreadyExists, text: alreadyExistsText }
          : {
              title: 'We could not sign you up',
              text: error instanceof Error ? error.message : 'Please try again.',
            },
      );
    }
  };

  return (
    <>
      <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextField
          label="Company name"
          autoComplete="organization"
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <div className={styles.row}>
          <TextField
            label="Name"
            autoComplete="given-name"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="Surname"
            autoComplete="family-name"
            error={errors.surname?.message}
            {...register('surname')}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Controller
          control={control}
          name="phoneNumber"
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
        <PasswordField
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.passwordConfirm?.message}
          {...register('passwordConfirm')}
        />
        <div className="field">
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              aria-invalid={errors.agreeWithTerms ? true : undefined}
              aria-describedby={errors.agreeWithTerms ? 'agree-error' : undefined}
              {...register('agreeWithTerms')}
            />
            <span>
              I agree with the{' '}
              <Link to="/termsconditions" target="_blank">
                Terms &amp; Conditions
              </Link>{' '}
              and the{' '}
              <Link to="/privacypolicy" target="_blank">
                Privacy Policy
              </Link>
            </span>
          </label>
          {errors.agreeWithTerms ? (
            <span id="agree-error" className="field-error" role="alert">
              {errors.agreeWithTerms.message}
            </span>
          ) : null}
        </div>
        <button
          type="submit"
          className={`btn btn-primary ${styles.submit}`}
          disabled={isSubmitting}
        >
          {isSubmitting ? 'Creating your account…' : 'Sign Up'}
        </button>
      </form>
      <p className={styles.footer}>
        Already have an account? <Link to="/signIn">Sign In</Link>
      </p>
      {failure ? (
        <Modal
          title={failure.title}
          onClose={() => setFailure(null)}
          footer={
            <button type="button" className="btn btn-primary" onClick={() => setFailure(null)}>
              Close
            </button>
          }
        >
          <p>{failure.text}</p>
        </Modal>
      ) : null}
    </>
  );
}
