import type { Customer } from '@screenspot/contracts/customer';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Navigate, useLocation } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { clearSessionFlag, signInPath } from '../../../lib/session';
import {
  currentCustomerKey,
  hasSessionEnded,
  markSessionEnded,
  useCurrentCustomer,
} from '../api/get-current-customer';
import styles from './require-customer.module.css';

const CustomerContext = createContext<Customer | null>(null);
const HoldContext = createContext<() => void>(() => {});

/**
 * Keeps the protected screen on view after its session ends, until the screen moves on itself
 * (the email-change success message stays until the user closes it).
 */
export function useHoldScreen(): () => void {
  return useContext(HoldContext);
}

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
      markSessionEnded(true);
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
  const { t } = useTranslation('auth');
  const { data: current, isPending } = useCurrentCustomer();
  const location = useLocation();
  useSignOutOn401();
  const [held, setHeld] = useState(false);
  const hold = useCallback(() => setHeld(true), []);
  const lastCustomer = useRef<Customer | null>(null);
  if (current) lastCustomer.current = current;
  const customer = current ?? (held ? lastCustomer.current : null);

  if (isPending) {
    return (
      <div className={styles.loading} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        <span className="visually-hidden">{t('loadingAccount')}</span>
      </div>
    );
  }
  if (!customer) {
    const returnTo = location.pathname + location.search;
    return <Navigate to={signInPath({ returnTo, expired: hasSessionEnded() })} replace />;
  }
  return (
    <HoldContext.Provider value={hold}>
      <CustomerContext.Provider value={customer}>
        {typeof children === 'function' ? children(customer) : children}
      </CustomerContext.Provider>
    </HoldContext.Provider>
  );
}
