import { defaultLanguage, type Language } from '@screenspot/contracts/language';
import { orderStatus } from '@screenspot/contracts/order-status';
import type { MailMessage } from '../../adapters/messages';
import { translator } from '../../i18n';
import { asSentence, orderEventNotice } from '../notifications/catalogue';

export { asSentence };

type NoticeInput = {
  orderId: number;
  screenName: string;
  status: typeof orderStatus.approved | typeof orderStatus.rejected;
  reason: string | null;
};

/** What the customer reads when the operator decides on their video (from the notice catalogue). */
export function orderNotice(input: NoticeInput): { title: string; message: string } {
  const order = { orderId: input.orderId, screenName: input.screenName, campaignId: null };
  const { title, message } =
    input.status === orderStatus.approved
      ? orderEventNotice('approved', order, {})
      : orderEventNotice('rejected', order, { reason: input.reason });
  return { title, message };
}

/** The same notice by email, in the customer's language, with a link to the order's page. */
export function orderNoticeMail(
  to: { email: string; name: string; language?: Language },
  notice: { title: string; message: string },
  orderId: number,
): MailMessage {
  const language = to.language ?? defaultLanguage;
  return {
    to: to.email,
    subject: notice.title,
    title: notice.title,
    paragraphs: [translator(language, 'mail')('layout.hello', { name: to.name }), notice.message],
    link: {
      path: `/order/${orderId}`,
      label: translator(language, 'notices')('link', { orderId }),
    },
    language,
  };
}
