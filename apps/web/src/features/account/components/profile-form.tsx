import { useTranslation } from 'react-i18next';
import { profileSchema } from '@screenspot/contracts/account';
import type { Customer } from '@screenspot/contracts/customer';
import { FormOutcome } from '../../../components/forms/form-outcome';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { TextField } from '../../../components/ui/text-field';
import { useUpdateProfile } from '../api/update-profile';
import styles from './settings.module.css';

type ProfileFormProps = { customer: Customer; onSaved: (customer: Customer) => void };

const emptyProfile = { companyName: '', trn: '', name: '', surname: '' };

/** Placeholders show the current values; a blank field keeps its value. */
export function ProfileForm({ customer, onSaved }: ProfileFormProps) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const { reset, submit, pending, outcome, setOutcome, field } = useApiForm(profileSchema, {
    defaultValues: emptyProfile,
    serverFields: ['companyName', 'trn', 'name', 'surname'],
    onSubmit: async (values) => {
      onSaved(await update.mutateAsync(values));
      reset(emptyProfile);
      return t('profile.saved');
    },
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormOutcome outcome={outcome} />
      <TextField
        label={t('fields.companyName')}
        autoComplete="organization"
        placeholder={customer.companyName}
        {...field('companyName')}
      />
      <TextField
        label={t('fields.trn')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={customer.trn ?? t('fields.trnPlaceholder')}
        {...field('trn')}
      />
      <div className={styles.row}>
        <TextField
          label={t('fields.name')}
          autoComplete="given-name"
          placeholder={customer.name}
          {...field('name')}
        />
        <TextField
          label={t('fields.surname')}
          autoComplete="family-name"
          placeholder={customer.surname}
          {...field('surname')}
        />
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            reset(emptyProfile);
            setOutcome(null);
          }}
        >
          {t('profile.cancel')}
        </button>
        <SubmitButton pending={pending} pendingLabel={t('profile.saving')}>
          {t('profile.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
