import { useTranslation } from 'react-i18next';
import { CampaignTrayBar } from '../../components/ui/campaign-tray-bar';
import { PageMeta } from '../../components/ui/page-meta';
import { FinderScreen } from '../../features/finder/components/finder-screen';

/** /upload and /upload/{id}: the screen finder; with an id, that screen's details are open. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('pages.finder.title')} description={t('pages.finder.description')} />
      <FinderScreen />
      <CampaignTrayBar />
    </>
  );
}
