import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function Component() {
  return <PlaceholderScreen heading="New password" description="Choose a new password." />;
}
