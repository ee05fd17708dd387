import { linkRoute } from '../layout/route-page';
import { ProposalPage } from '../../features/booking/components/proposal-page';

/** /p/:token: a proposal for whoever holds the link, with no account (decision 0056). */
export const Component = linkRoute('proposalLink', ProposalPage);
