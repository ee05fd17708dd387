import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/ui/page-meta';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { ResetCodeForm } from '../../features/auth/components/reset-code-form';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageMeta
        title={t('pages.codeFromEmail.title')}
        description={t('pages.codeFromEmail.description')}
      />
      <AuthHeading title={t('pages.codeFromEmail.title')}>
        {t('pages.codeFromEmail.lead')}
      </AuthHeading>
      <ResetCodeForm channel="email" />
    </>
  );
}
