import { PageMeta } from '../../components/ui/page-meta';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { SignInForm } from '../../features/auth/components/sign-in-form';

export function Component() {
  return (
    <>
      <PageMeta title="Sign In" description="Sign in to book screens and follow your orders." />
      <AuthHeading title="Sign In">
        Welcome back. Sign in to book screens and follow your orders.
      </AuthHeading>
      <SignInForm />
    </>
  );
}
