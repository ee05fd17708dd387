import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/ui/page-meta';
import { useCurrentCustomer } from '../../features/auth/api/get-current-customer';
import { RecommenderPage } from '../../features/recommender/components/recommender-page';

/** /recommend: the landing page's AI-driven display selector. */
export function Component() {
  const { t } = useTranslation();
  const { data: customer, isPending } = useCurrentCustomer();
  return (
    <section className="page">
      <div className="container">
        <PageMeta
          title={t('pages.recommend.title')}
          description={t('pages.recommend.description')}
        />
        <RecommenderPage signedIn={isPending ? null : Boolean(customer)} />
      </div>
    </section>
  );
}
