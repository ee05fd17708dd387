import { AuthHeading } from '../../features/auth/components/auth-heading';
import { SignInForm } from '../../features/auth/components/sign-in-form';

export function Component() {
  return (
    <>
      <AuthHeading page="signIn" />
      <SignInForm />
    </>
  );
}
