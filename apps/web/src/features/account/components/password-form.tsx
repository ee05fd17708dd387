import { useTranslation } from 'react-i18next';
import { passwordChangeFormSchema } from '@screenspot/contracts/account';
import { PasswordField } from '../../../components/forms/password-field';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useChangePassword } from '../api/change-password';
import { SettingsForm } from './settings-form';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const form = useApiForm(passwordChangeFormSchema, {
    defaultValues: empty,
    serverFields: ['currentPassword', 'newPassword'],
    onSubmit: async (values) => {
      await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      form.reset(empty);
      return t('password.changed');
    },
  });

  return (
    <SettingsForm form={form} texts="password">
      <PasswordField
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        {...form.field('newPassword')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
    </SettingsForm>
  );
}
