import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function Component() {
  return (
    <PlaceholderScreen
      heading="Confirm your account"
      description="We sent a code to your phone and email."
    />
  );
}
