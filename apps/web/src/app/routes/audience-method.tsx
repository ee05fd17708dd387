import { useSearchParams } from 'react-router';
import { RoutePage } from '../layout/route-page';
import { AudienceMethodPage } from '../../features/audience/components/audience-method-page';

/** /audience-method[?ledId=]: the method, inputs, version and a worked example. */
export function Component() {
  const [params] = useSearchParams();
  const ledId = Number(params.get('ledId'));
  return (
    <RoutePage page="audienceMethod">
      <AudienceMethodPage ledId={Number.isInteger(ledId) && ledId > 0 ? ledId : undefined} />
    </RoutePage>
  );
}
