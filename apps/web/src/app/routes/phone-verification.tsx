import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/ui/page-meta';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { ResetCodeForm } from '../../features/auth/components/reset-code-form';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageMeta
        title={t('pages.phoneVerification.title')}
        description={t('pages.phoneVerification.description')}
      />
      <AuthHeading title={t('pages.phoneVerification.title')}>
        {t('pages.phoneVerification.lead')}
      </AuthHeading>
      <ResetCodeForm channel="sms" />
    </>
  );
}
