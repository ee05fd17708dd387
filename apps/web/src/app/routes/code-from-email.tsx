import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function Component() {
  return (
    <PlaceholderScreen
      heading="Check your email"
      description="Enter the code we sent to your email."
    />
  );
}
