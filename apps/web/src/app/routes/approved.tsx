import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function Component() {
  return (
    <PlaceholderScreen
      heading="Your Video Has Been Approved!"
      description="Your video is ready to display on the selected billboard."
    />
  );
}
