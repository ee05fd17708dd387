import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/ui/page-meta';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { NewPasswordForm } from '../../features/auth/components/new-password-form';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageMeta
        title={t('pages.newPassword.title')}
        description={t('pages.newPassword.description')}
      />
      <AuthHeading title={t('pages.newPassword.title')}>{t('pages.newPassword.lead')}</AuthHeading>
      <NewPasswordForm />
    </>
  );
}
