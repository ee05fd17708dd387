import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormPhoneField } from '../../../components/forms/phone-field';
import { useApiForm } from '../../../components/forms/use-api-form';
import { TextField } from '../../../components/ui/text-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { writeFlow } from '../lib/flow-storage';
import { AuthForm } from './auth-form-parts';
import styles from './auth-form.module.css';

/** Choose Phone or Email (Email first), enter it, and a code goes there. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reset = useRequestPasswordReset();
  const form = useApiForm(
    () => import('@screenspot/contracts/auth').then((m) => m.forgotPasswordFormSchema),
    {
      defaultValues: { channel: 'email', email: '', phone: '' },
      onSubmit: async (values) => {
        const { emailField, phoneField } = await import('@screenspot/contracts/auth-fields');
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
      },
    },
  );
  const { register, control, field } = form;
  const channel = form.watch('channel');

  return (
    <AuthForm form={form} texts="forgot" footer={{ i18nKey: 'forgot.remembered', to: '/signIn' }}>
      <fieldset className={styles.channels}>
        <legend className="field-label">{t('forgot.sendBy')}</legend>
        <label className={styles.channel}>
          <input type="radio" value="phone" {...register('channel')} />
          {t('forgot.phone')}
        </label>
        <label className={styles.channel}>
          <input type="radio" value="email" {...register('channel')} />
          {t('forgot.email')}
        </label>
      </fieldset>
      {channel === 'email' ? (
        <TextField
          key="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          {...field('email')}
        />
      ) : (
        <FormPhoneField key="phone" control={control} name="phone" label={t('fields.phone')} />
      )}
    </AuthForm>
  );
}
