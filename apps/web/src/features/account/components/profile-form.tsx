import { zodResolver } from '@hookform/resolvers/zod';
import { profileSchema, type ProfileInput } from '@screenspot/contracts/account';
import type { Customer } from '@screenspot/contracts/customer';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { submitDelay } from '../../../lib/submit-delay';
import { useUpdateProfile } from '../api/update-profile';
import styles from './settings.module.css';

type ProfileFormProps = { customer: Customer; onSaved: (customer: Customer) => void };

const emptyProfile = { companyName: '', name: '', surname: '' };

/** Placeholders show the current values; a blank field keeps its value. */
export function ProfileForm({ customer, onSaved }: ProfileFormProps) {
  const update = useUpdateProfile();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    mode: 'onTouched',
    defaultValues: emptyProfile,
  });

  const onSubmit = async (values: ProfileInput) => {
    setStatus(null);
    await submitDelay();
    try {
      const saved = await update.mutateAsync(values);
      onSaved(saved);
      reset(emptyProfile);
      setStatus({ ok: true, text: 'Your personal information has been changed.' });
    } catch (error) {
      console.error(error);
      const message = applyServerErrors(error, setError, ['companyName', 'name', 'surname']);
      if (message) setStatus({ ok: false, text: message });
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(onSubmit, () => setStatus(null))}
      noValidate
    >
      {status ? (
        <p className={status.ok ? 'form-success' : 'form-error'} role="status">
          {status.text}
        </p>
      ) : null}
      <TextField
        label="Company name"
        autoComplete="organization"
        placeholder={customer.companyName}
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <div className={styles.row}>
        <TextField
          label="Name"
          autoComplete="given-name"
          placeholder={customer.name}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Surname"
          autoComplete="family-name"
          placeholder={customer.surname}
          error={errors.surname?.message}
          {...register('surname')}
        />
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            reset(emptyProfile);
            setStatus(null);
          }}
        >
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
