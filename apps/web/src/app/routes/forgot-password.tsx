import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function Component() {
  return (
    <PlaceholderScreen
      heading="Forgot password"
      description="Reset your password by email or phone."
    />
  );
}
