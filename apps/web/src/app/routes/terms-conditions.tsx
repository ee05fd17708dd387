import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function Component() {
  return (
    <PlaceholderScreen
      heading="Terms &amp; Conditions"
      description="The terms of using ScreenSpot."
    />
  );
}
