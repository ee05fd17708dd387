import { PageMeta } from '../../components/ui/page-meta';
import { useCurrentCustomer } from '../../features/auth/api/get-current-customer';
import { CampaignPage } from '../../features/booking/components/campaign-page';

/** /campaign: several screens from the tray, booked together. */
export function Component() {
  const { data: customer, isPending } = useCurrentCustomer();
  return (
    <section className="page">
      <div className="container">
        <PageMeta
          title="Your campaign"
          description="Book several screens together with one schedule and see the total with VAT."
        />
        <CampaignPage signedIn={isPending ? null : Boolean(customer)} />
      </div>
    </section>
  );
}
