import { linkRoute } from '../layout/route-page';
import { ProofPage } from '../../features/orders/components/proof-page';

/** /proof/:token: a campaign's proof of play, open to whoever holds the link (no sign-in). */
export const Component = linkRoute('proof', ProofPage);
