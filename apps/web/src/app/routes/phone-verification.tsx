import { PageMeta } from '../../components/ui/page-meta';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { ResetCodeForm } from '../../features/auth/components/reset-code-form';

export function Component() {
  return (
    <>
      <PageMeta title="Phone verification" description="Enter the code we sent to your phone." />
      <AuthHeading title="Phone verification">
        We sent a code to your phone number. Enter the 6-digit code.
      </AuthHeading>
      <ResetCodeForm channel="sms" />
    </>
  );
}
