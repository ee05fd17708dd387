import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/ui/page-meta';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageMeta
        title={t('pages.forgotPassword.title')}
        description={t('pages.forgotPassword.description')}
      />
      <AuthHeading title={t('pages.forgotPassword.title')}>
        {t('pages.forgotPassword.lead')}
      </AuthHeading>
      <ForgotPasswordForm />
    </>
  );
}
