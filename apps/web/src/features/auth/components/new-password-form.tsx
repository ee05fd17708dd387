import { newPasswordFormSchema } from '@screenspot/contracts/auth';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { clearFlow, readFlow } from '../lib/flow-storage';
import { AuthForm } from './auth-form-parts';
import { NewPasswordFields } from './new-password-fields';
import { MissingStart } from './reset-code-form';

export function NewPasswordForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const token = readFlow('token');
  const confirm = useConfirmPasswordReset();
  const form = useApiForm(newPasswordFormSchema, {
    defaultValues: { password: '', passwordConfirm: '' },
    serverFields: ['password'],
    onSubmit: async (values) => {
      await confirm.mutateAsync({ password: values.password, otp: token! });
      clearFlow('token', 'email', 'phone');
      navigate('/signIn', { state: { notice: t('newPassword.changed') } });
    },
  });

  if (!token) {
    return <MissingStart />;
  }

  return (
    <AuthForm
      form={form}
      texts="newPassword"
      afterFailure={<Link to="/forgotpassword">{t('newPassword.askNew')}</Link>}
    >
      <NewPasswordFields
        label={t('fields.newPassword')}
        register={form.register}
        errors={form.errors}
        autoFocus
      />
    </AuthForm>
  );
}
