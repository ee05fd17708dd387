import { AuthHeading } from '../../features/auth/components/auth-heading';
import { NewPasswordForm } from '../../features/auth/components/new-password-form';

export function Component() {
  return (
    <>
      <AuthHeading page="newPassword" />
      <NewPasswordForm />
    </>
  );
}
