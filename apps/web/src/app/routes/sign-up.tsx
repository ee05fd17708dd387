import { PageMeta } from '../../components/ui/page-meta';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { SignUpForm } from '../../features/auth/components/sign-up-form';

export function Component() {
  return (
    <>
      <PageMeta
        title="Sign Up"
        description="Create a ScreenSpot account to book digital billboards across Dubai."
      />
      <AuthHeading title="Sign Up">Create your account to book screens across Dubai.</AuthHeading>
      <SignUpForm />
    </>
  );
}
