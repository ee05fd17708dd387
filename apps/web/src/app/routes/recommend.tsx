import { signedInRoute } from '../layout/route-page';
import { RecommenderPage } from '../../features/recommender/components/recommender-page';

/** /recommend: the landing page's AI-driven display selector. */
export const Component = signedInRoute('recommend', RecommenderPage);
