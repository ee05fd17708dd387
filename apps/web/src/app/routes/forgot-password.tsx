import { PageMeta } from '../../components/ui/page-meta';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export function Component() {
  return (
    <>
      <PageMeta
        title="Forgot password"
        description="Get a code by email or SMS to set a new ScreenSpot password."
      />
      <AuthHeading title="Forgot password">
        We will send you a code to set a new password. Choose where it should go.
      </AuthHeading>
      <ForgotPasswordForm />
    </>
  );
}
