import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/ui/page-meta';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { SignUpForm } from '../../features/auth/components/sign-up-form';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageMeta title={t('pages.signUp.title')} description={t('pages.signUp.description')} />
      <AuthHeading title={t('pages.signUp.title')}>{t('pages.signUp.lead')}</AuthHeading>
      <SignUpForm />
    </>
  );
}
