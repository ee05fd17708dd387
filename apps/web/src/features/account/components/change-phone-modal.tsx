import { zodResolver } from '@hookform/resolvers/zod';
import { changePhoneFormSchema, type ChangePhoneForm } from '@screenspot/contracts/account';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordField } from '../../../components/forms/password-field';
import { PhoneField } from '../../../components/forms/phone-field';
import { Modal } from '../../../components/ui/modal';
import { applyServerErrors } from '../../../lib/form-errors';
import { submitDelay } from '../../../lib/submit-delay';
import { useChangeCredentials } from '../api/change-credentials';
import styles from './settings.module.css';

type Props = { onClose: () => void; onSent: () => void };

/** Change Phone Number: the password and the new number; codes go to both numbers. */
export function ChangePhoneModal({ onClose, onSent }: Props) {
  const change = useChangeCredentials();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePhoneForm, unknown, z.output<typeof changePhoneFormSchema>>({
    resolver: zodResolver(changePhoneFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', phoneNumberToChange: '' },
  });

  const onSubmit = async (values: z.output<typeof changePhoneFormSchema>) => {
    setFailure(null);
    await submitDelay();
    try {
      await change.mutateAsync(values);
      onSent();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['password', 'phoneNumberToChange']));
    }
  };

  return (
    <Modal title="Change Phone Number" onClose={onClose}>
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
        <Controller
          control={control}
          name="phoneNumberToChange"
          render={({ field, fieldState }) => (
            <PhoneField
              label="New phone number"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <button
          type="submit"
          className={`btn btn-primary ${styles.modalSubmit}`}
          disabled={isSubmitting}
        >
          {isSubmitting ? 'Sending codes…' : 'Verify with SMS'}
        </button>
      </form>
    </Modal>
  );
}
