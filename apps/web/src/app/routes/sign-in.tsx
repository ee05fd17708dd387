import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function Component() {
  return (
    <PlaceholderScreen
      heading="Sign In"
      description="Sign in to book screens and follow your orders."
    />
  );
}
