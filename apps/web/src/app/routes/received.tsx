import { PageMeta } from '../../components/ui/page-meta';
import { ReceivedScreen } from '../../features/orders/components/received-screen';

export function Component() {
  return (
    <section className="page">
      <div className="container">
        <PageMeta
          title="Video received"
          description="Your video was received and is under review by our moderation team."
        />
        <ReceivedScreen />
      </div>
    </section>
  );
}
