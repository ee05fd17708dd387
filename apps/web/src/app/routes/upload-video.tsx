import { useState } from 'react';
import { useParams } from 'react-router';
import { RoutePage } from '../layout/route-page';
import { useSignedIn } from '../../features/auth/api/get-current-customer';
import { SchedulePicker } from '../../features/booking/components/schedule-picker';
import type { ScheduleChoice } from '../../features/booking/schedule';
import { UploadVideoScreen } from '../../features/orders/components/upload-video-screen';

export function Component() {
  const { order } = useParams();
  const signedIn = useSignedIn();
  const [schedule, setSchedule] = useState<ScheduleChoice | null>(null);
  const ledId = order && /^\d{1,9}$/.test(order) ? Number(order) : null;
  return (
    <RoutePage page="uploadVideo">
      <UploadVideoScreen
        ledIdParam={order}
        signedIn={signedIn}
        schedule={schedule}
        scheduleSection={
          ledId !== null ? <SchedulePicker ledId={ledId} onChange={setSchedule} /> : null
        }
      />
    </RoutePage>
  );
}
