import { AuthHeading } from '../../features/auth/components/auth-heading';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export function Component() {
  return (
    <>
      <AuthHeading page="forgotPassword" />
      <ForgotPasswordForm />
    </>
  );
}
