import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { clearSessionFlag } from '../../../lib/session';
import { currentCustomerKey } from '../api/get-current-customer';

/** Signing out in one tab signs every other tab out too (the flag lives in local storage). */
export function useSessionSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== 'username' && event.key !== null) return;
      if (event.newValue === 'true') return;
      clearSessionFlag();
      queryClient.setQueryData(currentCustomerKey, null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);
}
