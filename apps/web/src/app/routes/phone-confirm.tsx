import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/ui/page-meta';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { RegistrationCodesForm } from '../../features/auth/components/registration-codes-form';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageMeta
        title={t('pages.phoneConfirm.title')}
        description={t('pages.phoneConfirm.description')}
      />
      <AuthHeading title={t('pages.phoneConfirm.title')}>
        {t('pages.phoneConfirm.lead')}
      </AuthHeading>
      <RegistrationCodesForm />
    </>
  );
}
