import { useParams } from 'react-router';
import { RoutePage } from '../layout/route-page';
import { useSignedIn } from '../../features/auth/api/get-current-customer';
import { InviteSignUpForm } from '../../features/auth/components/invite-sign-up-form';
import { InvitePage } from '../../features/organisation/components/invite-page';

/** /invite/:token: an invite to join an organisation, open to anyone holding the link. */
export function Component() {
  const { token } = useParams();
  const signedIn = useSignedIn();
  return (
    <RoutePage page="invite">
      <InvitePage
        token={token ?? ''}
        signedIn={signedIn === true}
        signUp={(invite, hooks) => (
          <InviteSignUpForm email={invite.email} companyName={invite.organisationName} {...hooks} />
        )}
      />
    </RoutePage>
  );
}
