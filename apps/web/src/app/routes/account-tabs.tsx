import { useParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { PlaceholderScreen } from '../../components/ui/placeholder-screen';
import { Announcements } from '../../features/orders/components/announcements';

export function Component() {
  const { tab } = useParams();
  if (tab === 'announcment' || tab === '2') {
    return (
      <section className="page">
        <div className="container">
          <PageMeta title="Announcements" description="Your orders and where each one stands." />
          <h1>Announcements</h1>
          <Announcements />
        </div>
      </section>
    );
  }
  return (
    <PlaceholderScreen
      heading="Account"
      description="Your settings, announcements and notifications."
    />
  );
}
