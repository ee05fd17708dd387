import { useParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { useCurrentCustomer } from '../../features/auth/api/get-current-customer';
import { UploadVideoScreen } from '../../features/orders/components/upload-video-screen';

export function Component() {
  const { order } = useParams();
  const { data: customer, isPending } = useCurrentCustomer();
  return (
    <section className="page">
      <div className="container">
        <PageMeta
          title="Upload Your Video"
          description="Upload the video ad for the screen you booked; it goes to moderation before payment."
        />
        <UploadVideoScreen ledIdParam={order} signedIn={isPending ? null : Boolean(customer)} />
      </div>
    </section>
  );
}
