import { useTranslation } from 'react-i18next';
import { RoutePage } from '../layout/route-page';
import { useSignedIn } from '../../features/auth/api/get-current-customer';
import { RecommenderPage } from '../../features/recommender/components/recommender-page';

/** /recommend: the landing page's AI-driven display selector. */
export function Component() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  return (
    <RoutePage title={t('pages.recommend.title')} description={t('pages.recommend.description')}>
      <RecommenderPage signedIn={signedIn} />
    </RoutePage>
  );
}
