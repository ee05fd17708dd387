import { customerRoute } from '../layout/route-page';
import { ProposalList } from '../../features/booking/components/proposal-list';

/** /proposals: the organisation's proposals, with their links (decision 0056). */
export const Component = customerRoute('proposals', ProposalList);
