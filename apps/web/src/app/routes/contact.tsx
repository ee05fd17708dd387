import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function Component() {
  return <PlaceholderScreen heading="Contact Us" description="Write to the ScreenSpot team." />;
}
