import { AuthHeading } from '../../features/auth/components/auth-heading';
import { SignUpForm } from '../../features/auth/components/sign-up-form';

export function Component() {
  return (
    <>
      <AuthHeading page="signUp" />
      <SignUpForm />
    </>
  );
}
