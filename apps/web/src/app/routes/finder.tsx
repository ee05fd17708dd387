import { CampaignTrayBar } from '../../components/ui/campaign-tray-bar';
import { PageMeta } from '../../components/ui/page-meta';
import { FinderScreen } from '../../features/finder/components/finder-screen';

/** /upload and /upload/{id}: the billboard finder; with an id, that screen's details are open. */
export function Component() {
  return (
    <>
      <PageMeta
        title="Find Your Perfect Digital Billboard"
        description="Search LED screens across Dubai by location, name and segment, compare prices per spot and book."
      />
      <FinderScreen />
      <CampaignTrayBar />
    </>
  );
}
