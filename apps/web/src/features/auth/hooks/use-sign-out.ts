import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearSessionFlag } from '../../../lib/session';
import { currentCustomerKey } from '../api/get-current-customer';
import { logout } from '../api/logout';

/**
 * Logout as the spec has it: call logout, clear the flag, go to /. The cached customer is dropped
 * only once the page has left any protected screen, which would otherwise send it to sign-in.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await logout();
    clearSessionFlag();
    await navigate('/');
    queryClient.clear();
    queryClient.setQueryData(currentCustomerKey, null);
  };
}
