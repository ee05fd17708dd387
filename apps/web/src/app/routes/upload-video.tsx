import { useState } from 'react';
import { useParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { useCurrentCustomer } from '../../features/auth/api/get-current-customer';
import { SchedulePicker } from '../../features/booking/components/schedule-picker';
import type { ScheduleChoice } from '../../features/booking/schedule';
import { UploadVideoScreen } from '../../features/orders/components/upload-video-screen';

export function Component() {
  const { order } = useParams();
  const { data: customer, isPending } = useCurrentCustomer();
  const [schedule, setSchedule] = useState<ScheduleChoice | null>(null);
  const ledId = order && /^\d{1,9}$/.test(order) ? Number(order) : null;
  return (
    <section className="page">
      <div className="container">
        <PageMeta
          title="Upload Your Video"
          description="Upload the video ad for the screen you booked; it goes to moderation before payment."
        />
        <UploadVideoScreen
          ledIdParam={order}
          signedIn={isPending ? null : Boolean(customer)}
          schedule={schedule}
          scheduleSection={
            ledId !== null ? <SchedulePicker ledId={ledId} onChange={setSchedule} /> : null
          }
        />
      </div>
    </section>
  );
}
