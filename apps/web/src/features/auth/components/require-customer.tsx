import type { Customer } from '@screenspot/contracts/customer';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { clearSessionFlag } from '../../../lib/session';
import { currentCustomerKey, useCurrentCustomer } from '../api/get-current-customer';
import styles from './require-customer.module.css';

const CustomerContext = createContext<Customer | null>(null);

/** The signed-in customer inside a <RequireCustomer>. */
export function useRequiredCustomer(): Customer {
  const customer = useContext(CustomerContext);
  if (!customer) throw new Error('useRequiredCustomer is used outside <RequireCustomer>');
  return customer;
}

function isUnauthorized(error: unknown) {
  return error instanceof ApiRequestError && error.status === 401;
}

/**
 * Any call answering 401 while a protected screen is open means the session is gone: the flag is
 * cleared and the screen gives way to sign-in.
 */
function useSignOutOn401() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const forget = () => {
      clearSessionFlag();
      queryClient.setQueryData(currentCustomerKey, null);
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && isUnauthorized(event.query.state.error)) forget();
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && isUnauthorized(event.mutation?.state.error)) forget();
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);
}

type RequireCustomerProps = {
  children: ReactNode | ((customer: Customer) => ReactNode);
};

/** Protected screens (/tab/*, /uploadVideo/*): visitors and expired sessions go to /signIn. */
export function RequireCustomer({ children }: RequireCustomerProps) {
  const { data: customer, isPending } = useCurrentCustomer();
  const location = useLocation();
  useSignOutOn401();

  if (isPending) {
    return (
      <div className={styles.loading} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        <span className="visually-hidden">Loading your account…</span>
      </div>
    );
  }
  if (!customer) {
    return <Navigate to="/signIn" replace state={{ from: location.pathname + location.search }} />;
  }
  return (
    <CustomerContext.Provider value={customer}>
      {typeof children === 'function' ? children(customer) : children}
    </CustomerContext.Provider>
  );
}
