import { useSearchParams } from 'react-router';
import { useOrder } from '../api/get-order';
import { useRedirectOnUnauthorized } from './use-sign-in-redirect';

/** The order named by ?order=ID, loaded for the signed-in customer. */
export function useOrderParam() {
  const [params] = useSearchParams();
  const raw = params.get('order') ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const order = useOrder(id);
  useRedirectOnUnauthorized(order.error);
  return { id, order };
}
