import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function Component() {
  return (
    <PlaceholderScreen
      heading="Privacy Policy"
      description="How ScreenSpot handles your personal data."
    />
  );
}
