import { newPasswordFormSchema } from '@screenspot/contracts/auth';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormOutcome } from '../../../components/forms/form-outcome';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { clearFlow, readFlow } from '../lib/flow-storage';
import { AuthSubmit } from './auth-form-parts';
import styles from './auth-form.module.css';
import { NewPasswordFields } from './new-password-fields';
import { MissingStart } from './reset-code-form';

export function NewPasswordForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const token = readFlow('token');
  const confirm = useConfirmPasswordReset();
  const { register, submit, errors, pending, outcome } = useApiForm(newPasswordFormSchema, {
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
    <>
      <FormOutcome
        outcome={outcome}
        afterFailure={<Link to="/forgotpassword">{t('newPassword.askNew')}</Link>}
      />
      <form className={styles.form} onSubmit={submit} noValidate>
        <NewPasswordFields
          label={t('fields.newPassword')}
          register={register}
          errors={errors}
          autoFocus
        />
        <AuthSubmit
          pending={pending}
          label={t('newPassword.submit')}
          pendingLabel={t('newPassword.pending')}
        />
      </form>
    </>
  );
}
