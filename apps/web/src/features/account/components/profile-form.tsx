import { useTranslation } from 'react-i18next';
import { profileSchema } from '@screenspot/contracts/account';
import type { Customer } from '@screenspot/contracts/customer';
import { useApiForm } from '../../../components/forms/use-api-form';
import { TextField } from '../../../components/ui/text-field';
import { useUpdateProfile } from '../api/update-profile';
import { SettingsForm } from './settings-form';
import styles from './settings.module.css';

type ProfileFormProps = { customer: Customer; onSaved: (customer: Customer) => void };

const emptyProfile = { companyName: '', trn: '', name: '', surname: '' };

/** Placeholders show the current values; a blank field keeps its value. */
export function ProfileForm({ customer, onSaved }: ProfileFormProps) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const form = useApiForm(profileSchema, {
    defaultValues: emptyProfile,
    serverFields: ['companyName', 'trn', 'name', 'surname'],
    onSubmit: async (values) => {
      onSaved(await update.mutateAsync(values));
      form.reset(emptyProfile);
      return t('profile.saved');
    },
  });
  // A text of the profile: its current value stands as its placeholder.
  const profileField = (name: 'companyName' | 'name' | 'surname') => ({
    label: t(`fields.${name}`),
    placeholder: customer[name],
    ...form.field(name),
  });

  return (
    <SettingsForm
      form={form}
      texts="profile"
      actions={
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            form.reset(emptyProfile);
            form.setOutcome(null);
          }}
        >
          {t('profile.cancel')}
        </button>
      }
    >
      <TextField autoComplete="organization" {...profileField('companyName')} />
      <TextField
        label={t('fields.trn')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={customer.trn ?? t('fields.trnPlaceholder')}
        {...form.field('trn')}
      />
      <div className={styles.row}>
        <TextField autoComplete="given-name" {...profileField('name')} />
        <TextField autoComplete="family-name" {...profileField('surname')} />
      </div>
    </SettingsForm>
  );
}
