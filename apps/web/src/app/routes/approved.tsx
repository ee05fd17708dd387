import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/ui/page-meta';
import { ApprovedScreen } from '../../features/orders/components/approved-screen';

export function Component() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <div className="container">
        <PageMeta title={t('pages.approved.title')} description={t('pages.approved.description')} />
        <ApprovedScreen />
      </div>
    </section>
  );
}
