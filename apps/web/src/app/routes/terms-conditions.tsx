import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/ui/page-meta';
import { LegalDocument, type LegalSection } from '../../features/content/components/legal-document';

export function Component() {
  const { t } = useTranslation('legal');
  const sections = t('terms.sections', { returnObjects: true }) as LegalSection[];
  return (
    <>
      <PageMeta title={t('terms.title')} description={t('terms.description')} />
      <LegalDocument
        title={t('terms.title')}
        updated={t('terms.updated')}
        intro={t('terms.intro')}
        sections={sections}
      />
    </>
  );
}
