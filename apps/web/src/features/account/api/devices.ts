import type { DeviceSession } from '@screenspot/contracts/account';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useListChange } from '../../../lib/use-list-change';

const devicesKey = ['user', 'sessions'] as const;

/** GET /api/user/sessions: the devices signed in to this account. */
export function useDevices() {
  return useQuery({
    queryKey: devicesKey,
    queryFn: () => api.get<DeviceSession[]>('/api/user/sessions'),
  });
}

/** DELETE /api/user/sessions/others: every device but this one is signed out. */
export function useSignOutOtherDevices() {
  return useListChange(devicesKey, () =>
    api.delete<{ ended: number }>('/api/user/sessions/others'),
  );
}
