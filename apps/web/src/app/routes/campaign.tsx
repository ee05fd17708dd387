import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/ui/page-meta';
import { useCurrentCustomer } from '../../features/auth/api/get-current-customer';
import { CampaignPage } from '../../features/booking/components/campaign-page';

/** /campaign: several screens from the tray, booked together. */
export function Component() {
  const { t } = useTranslation();
  const { data: customer, isPending } = useCurrentCustomer();
  return (
    <section className="page">
      <div className="container">
        <PageMeta title={t('pages.campaign.title')} description={t('pages.campaign.description')} />
        <CampaignPage signedIn={isPending ? null : Boolean(customer)} />
      </div>
    </section>
  );
}
