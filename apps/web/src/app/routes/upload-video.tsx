import { useParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { UploadVideoScreen } from '../../features/orders/components/upload-video-screen';

export function Component() {
  const { order } = useParams();
  return (
    <section className="page">
      <div className="container">
        <PageMeta
          title="Upload Your Video"
          description="Upload the video ad for the screen you booked; it goes to moderation before payment."
        />
        <UploadVideoScreen ledIdParam={order} />
      </div>
    </section>
  );
}
