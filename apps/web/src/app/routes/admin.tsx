import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function Component() {
  return (
    <PlaceholderScreen
      heading="Operator console"
      description="Moderate videos and manage screens."
    />
  );
}
