import { PageMeta } from '../../components/ui/page-meta';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { NewPasswordForm } from '../../features/auth/components/new-password-form';

export function Component() {
  return (
    <>
      <PageMeta title="New password" description="Choose a new password for your account." />
      <AuthHeading title="New password">
        Use at least 8 characters with an uppercase letter, a number and a special character.
      </AuthHeading>
      <NewPasswordForm />
    </>
  );
}
