import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function Component() {
  return (
    <PlaceholderScreen
      heading="Complete Your Payment"
      description="Pay for your approved campaign."
    />
  );
}
