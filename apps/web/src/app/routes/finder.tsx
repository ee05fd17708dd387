import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function Component() {
  return (
    <PlaceholderScreen
      heading="Find Your Perfect Digital Billboard"
      description="Search LED screens across Dubai by location, name and segment."
    />
  );
}
