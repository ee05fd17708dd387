import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/ui/page-meta';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { SignInForm } from '../../features/auth/components/sign-in-form';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageMeta title={t('pages.signIn.title')} description={t('pages.signIn.description')} />
      <AuthHeading title={t('pages.signIn.title')}>{t('pages.signIn.lead')}</AuthHeading>
      <SignInForm />
    </>
  );
}
