import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function Component() {
  return (
    <PlaceholderScreen
      heading="Verify your phone"
      description="We sent a code to your phone number."
    />
  );
}
