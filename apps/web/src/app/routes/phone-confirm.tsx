import { PageMeta } from '../../components/ui/page-meta';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { RegistrationCodesForm } from '../../features/auth/components/registration-codes-form';

export function Component() {
  return (
    <>
      <PageMeta
        title="Confirm your account"
        description="Enter the codes we sent to your phone and email."
      />
      <AuthHeading title="Confirm your account">
        We sent a code to your phone and email.
      </AuthHeading>
      <RegistrationCodesForm />
    </>
  );
}
