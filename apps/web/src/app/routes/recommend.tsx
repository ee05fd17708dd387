import { RoutePage } from '../layout/route-page';
import { useSignedIn } from '../../features/auth/api/get-current-customer';
import { RecommenderPage } from '../../features/recommender/components/recommender-page';

/** /recommend: the landing page's AI-driven display selector. */
export function Component() {
  const signedIn = useSignedIn();
  return (
    <RoutePage page="recommend">
      <RecommenderPage signedIn={signedIn} />
    </RoutePage>
  );
}
