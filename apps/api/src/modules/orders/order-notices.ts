import { orderStatus } from '@screenspot/contracts/order-status';
import type { MailMessage } from '../../adapters/messages';

type NoticeInput = {
  orderId: number;
  screenName: string;
  status: typeof orderStatus.approved | typeof orderStatus.rejected;
  reason: string | null;
};

/** Ends a reason with one full stop, whatever the operator typed ("Too dark." stays as is). */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** What the customer reads in their notifications when the operator decides on their video. */
export function orderNotice(input: NoticeInput): { title: string; message: string } {
  if (input.status === orderStatus.approved) {
    return {
      title: `Your video for ${input.screenName} has been approved`,
      message:
        `Good news: your video for ${input.screenName} (order #${input.orderId}) passed moderation ` +
        'and is ready to display. Complete the payment to launch your campaign.',
    };
  }
  return {
    title: `Your video for ${input.screenName} was not approved`,
    message:
      `Your video for ${input.screenName} (order #${input.orderId}) was not approved. ` +
      `Reason: ${asSentence(input.reason ?? 'not given')} You are welcome to upload a new video that meets the guidelines.`,
  };
}

/** The same notice by email, with a link to the order's page. */
export function orderNoticeMail(
  to: { email: string; name: string },
  notice: { title: string; message: string },
  orderId: number,
): MailMessage {
  return {
    to: to.email,
    subject: notice.title,
    title: notice.title,
    paragraphs: [`Hello ${to.name},`, notice.message],
    link: { path: `/order/${orderId}`, label: `See order #${orderId}` },
  };
}
