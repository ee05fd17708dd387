import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function Component() {
  return (
    <PlaceholderScreen
      heading="Account"
      description="Your settings, announcements and notifications."
    />
  );
}
