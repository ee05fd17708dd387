import { AuthHeading } from '../../features/auth/components/auth-heading';
import { ResetCodeForm } from '../../features/auth/components/reset-code-form';

export function Component() {
  return (
    <>
      <AuthHeading page="codeFromEmail" />
      <ResetCodeForm channel="email" />
    </>
  );
}
