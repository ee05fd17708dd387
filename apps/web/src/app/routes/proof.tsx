import { useParams } from 'react-router';
import { RoutePage } from '../layout/route-page';
import { ProofPage } from '../../features/orders/components/proof-page';

/** /proof/:token: a campaign's proof of play, open to whoever holds the link (no sign-in). */
export function Component() {
  const { token } = useParams();
  return (
    <RoutePage page="proof">
      <ProofPage token={token ?? ''} />
    </RoutePage>
  );
}
