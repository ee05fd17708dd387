import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function Component() {
  return (
    <PlaceholderScreen
      heading="Digitize your vision"
      description="Book digital billboards across Dubai by the ad spot."
    />
  );
}
