import { PageMeta } from '../../components/ui/page-meta';
import { ApprovedScreen } from '../../features/orders/components/approved-screen';

export function Component() {
  return (
    <section className="page">
      <div className="container">
        <PageMeta
          title="Your Video Has Been Approved!"
          description="Your video is ready to display on the selected billboard; complete your payment."
        />
        <ApprovedScreen />
      </div>
    </section>
  );
}
