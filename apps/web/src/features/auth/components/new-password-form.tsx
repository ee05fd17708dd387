import { newPasswordFormSchema } from '@screenspot/contracts/auth';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormOutcome } from '../../../components/forms/form-outcome';
import { PasswordField } from '../../../components/forms/password-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { clearFlow, readFlow } from '../lib/flow-storage';
import styles from './auth-form.module.css';

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
    return (
      <p className={styles.lead}>
        <Trans
          t={t}
          i18nKey="newPassword.noFlow"
          components={[<Link key="ask" to="/forgotpassword" />]}
        />
      </p>
    );
  }

  return (
    <>
      <FormOutcome
        outcome={outcome}
        afterFailure={<Link to="/forgotpassword">{t('newPassword.askNew')}</Link>}
      />
      <form className={styles.form} onSubmit={submit} noValidate>
        <PasswordField
          label={t('fields.newPassword')}
          autoComplete="new-password"
          autoFocus
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          error={errors.passwordConfirm?.message}
          {...register('passwordConfirm')}
        />
        <SubmitButton
          pending={pending}
          pendingLabel={t('newPassword.pending')}
          className={styles.submit}
        >
          {t('newPassword.submit')}
        </SubmitButton>
      </form>
    </>
  );
}
