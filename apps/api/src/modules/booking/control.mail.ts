import type { Language } from '@screenspot/contracts/language';
import { orderNoticeMail } from '../orders';
import type { ControlDeps } from './control.deps';

/** After the commit: the email beside the notification; a failed email never undoes the change. */
export async function mailCustomer(
  deps: ControlDeps,
  to: { email: string; name: string; language: Language },
  notice: { title: string; message: string },
  orderId: number,
): Promise<void> {
  try {
    await deps.messenger.sendMail(orderNoticeMail(to, notice, orderId));
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'order control email failed');
  }
}
