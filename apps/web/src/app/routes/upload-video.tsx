import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function Component() {
  return (
    <PlaceholderScreen
      heading="Upload Your Video"
      description="Upload the video ad for the screen you booked."
    />
  );
}
