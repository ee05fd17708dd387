import type { DeviceSession } from '@screenspot/contracts/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ ended: number }>('/api/user/sessions/others'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
