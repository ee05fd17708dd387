import { RoutePage } from '../layout/route-page';
import { RequireCustomer } from '../../features/auth/components/require-customer';
import { ProposalList } from '../../features/booking/components/proposal-list';

/** /proposals: the organisation's proposals, with their links (decision 0056). */
export function Component() {
  return (
    <RoutePage page="proposals">
      <RequireCustomer>
        <ProposalList />
      </RequireCustomer>
    </RoutePage>
  );
}
