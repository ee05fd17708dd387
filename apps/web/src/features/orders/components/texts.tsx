import { orderStatus } from '@screenspot/contracts/order-status';
import type { TFunction } from 'i18next';

/** Markup the orders catalogue may use inside a text: <ltr> keeps prices and codes left to right. */
export const rich = { ltr: <bdi dir="ltr" />, strong: <strong /> };

const statusNames = Object.fromEntries(
  Object.entries(orderStatus).map(([name, code]) => [code, name]),
) as Record<number, keyof typeof orderStatus>;

/** An order status in the language in use; a code the web does not know keeps the server's text. */
export function statusText(t: TFunction<'orders'>, code: number, serverText: string): string {
  const name = statusNames[code];
  return name ? t(`status.${name}`) : serverText;
}
