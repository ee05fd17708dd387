import type { RegisterInput } from '@screenspot/contracts/auth';
import { useTranslation } from 'react-i18next';
import { FormPhoneField } from '../../../components/forms/phone-field';
import type { ApiForm } from '../../../components/forms/use-api-form';
import { TextField } from '../../../components/ui/text-field';
import { AgreeWithTerms } from './agree-with-terms';
import styles from './auth-form.module.css';
import { NewPasswordFields } from './new-password-fields';

type RegisterForm<Output> = ApiForm<RegisterInput, Output>;

/** The new account's given name and family name, side by side. */
export function PersonNameFields<Output extends RegisterInput>({
  form,
}: {
  form: RegisterForm<Output>;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.row}>
      <TextField label={t('fields.name')} autoComplete="given-name" {...form.field('name')} />
      <TextField
        label={t('fields.surname')}
        autoComplete="family-name"
        {...form.field('surname')}
      />
    </div>
  );
}

/** What every registration asks after the email: the phone, the password twice, and the terms. */
export function RegistrationTail<Output extends RegisterInput>({
  form,
  agreeErrorId,
}: {
  form: RegisterForm<Output>;
  /** The terms box's error id, unique on its page. */
  agreeErrorId: string;
}) {
  const { t } = useTranslation('auth');
  const { register, control, errors } = form;
  return (
    <>
      <FormPhoneField control={control} name="phoneNumber" label={t('fields.phone')} />
      <NewPasswordFields label={t('fields.password')} register={register} errors={errors} />
      <AgreeWithTerms
        registration={register('agreeWithTerms')}
        error={errors.agreeWithTerms?.message}
        errorId={agreeErrorId}
      />
    </>
  );
}
