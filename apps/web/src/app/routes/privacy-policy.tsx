import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/ui/page-meta';
import { LegalDocument, type LegalSection } from '../../features/content/components/legal-document';

export function Component() {
  const { t } = useTranslation('legal');
  const sections = t('privacy.sections', { returnObjects: true }) as LegalSection[];
  return (
    <>
      <PageMeta title={t('privacy.title')} description={t('privacy.description')} />
      <LegalDocument
        title={t('privacy.title')}
        updated={t('privacy.updated')}
        intro={t('privacy.intro')}
        sections={sections}
      />
    </>
  );
}
