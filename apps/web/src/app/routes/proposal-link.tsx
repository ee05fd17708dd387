import { useParams } from 'react-router';
import { RoutePage } from '../layout/route-page';
import { ProposalPage } from '../../features/booking/components/proposal-page';

/** /p/:token: a proposal for whoever holds the link, with no account (decision 0056). */
export function Component() {
  const { token } = useParams();
  return (
    <RoutePage page="proposalLink">
      <ProposalPage token={token ?? ''} />
    </RoutePage>
  );
}
