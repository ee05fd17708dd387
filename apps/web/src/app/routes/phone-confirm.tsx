import { AuthHeading } from '../../features/auth/components/auth-heading';
import { RegistrationCodesForm } from '../../features/auth/components/registration-codes-form';

export function Component() {
  return (
    <>
      <AuthHeading page="phoneConfirm" />
      <RegistrationCodesForm />
    </>
  );
}
