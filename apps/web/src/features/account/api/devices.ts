import type { DeviceSession } from '@screenspot/contracts/account';
import { api } from '../../../lib/api-client';
import { useListChange } from '../../../lib/use-list-change';
import { accountList } from './account-list';

const devices = accountList<DeviceSession>('sessions');

/** GET /api/user/sessions: the devices signed in to this account. */
export const useDevices = devices.useItems;

/** DELETE /api/user/sessions/others: every device but this one is signed out. */
export function useSignOutOtherDevices() {
  return useListChange([devices.key], () =>
    api.delete<{ ended: number }>(`${devices.path}/others`),
  );
}
