import { orderStatus } from '@screenspot/contracts/order-status';
import { mailHtml, type MailMessage } from '../../adapters/messages';

type NoticeInput = {
  orderId: number;
  screenName: string;
  status: typeof orderStatus.approved | typeof orderStatus.rejected;
  reason: string | null;
};

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
      `Reason: ${input.reason ?? 'not given'}. You are welcome to upload a new video that meets the guidelines.`,
  };
}

/** The same notice by email, with a link to the account's notifications when the URL is known. */
export function orderNoticeMail(
  to: { email: string; name: string },
  notice: { title: string; message: string },
  publicUrl: string | undefined,
): MailMessage {
  const link = publicUrl ? new URL('/tab/notification', publicUrl).toString() : null;
  const paragraphs = [
    `Hello ${to.name},`,
    notice.message,
    link
      ? `See it in your account: ${link}`
      : 'See it in your ScreenSpot account under Notifications.',
  ];
  return {
    to: to.email,
    subject: notice.title,
    text: paragraphs.join('\n\n'),
    html: mailHtml(notice.title, paragraphs),
  };
}
