import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function Component() {
  return (
    <PlaceholderScreen heading="Sign Up" description="Create your ScreenSpot advertiser account." />
  );
}
