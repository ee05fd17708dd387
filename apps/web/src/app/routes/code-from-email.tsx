import { PageMeta } from '../../components/ui/page-meta';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { ResetCodeForm } from '../../features/auth/components/reset-code-form';

export function Component() {
  return (
    <>
      <PageMeta title="Check your email" description="Enter the code we sent to your email." />
      <AuthHeading title="Check your email">
        Enter the 6-character code we sent to your email.
      </AuthHeading>
      <ResetCodeForm channel="email" />
    </>
  );
}
