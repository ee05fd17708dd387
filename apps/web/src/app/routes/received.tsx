import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function Component() {
  return (
    <PlaceholderScreen
      heading="Video received"
      description="Your video was received and is under review by our moderation team."
    />
  );
}
