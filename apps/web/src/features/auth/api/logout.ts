import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearSessionFlag } from '../../../lib/session';
import { currentCustomerKey } from './get-current-customer';

/** POST /api/logout; the spec only logs a failure. */
export async function logout(): Promise<void> {
  try {
    await api.post('/api/logout');
  } catch (error) {
    console.error(error);
  }
}

/** Signs out: the server session ends, the flag goes and every cached answer with it. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearSessionFlag();
      queryClient.clear();
      queryClient.setQueryData(currentCustomerKey, null);
    },
  });
}
