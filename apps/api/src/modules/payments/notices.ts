import type { MailMessage } from '../../adapters/messages';

const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const invoiceUrl = (number: string) => `/api/invoices/${number}.pdf`;
export const creditNoteUrl = (number: string) => `/api/credit-notes/${number}.pdf`;

export type Notice = { title: string; message: string; link: { path: string; label: string } };

export function invoiceIssuedNotice(input: {
  number: string;
  campaignId: number;
  totalCents: number;
  reference: string;
  dueAt: Date | null;
}): Notice {
  const due = input.dueAt
    ? ` by ${input.dueAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`
    : '';
  return {
    title: `Invoice ${input.number} for campaign #${input.campaignId}`,
    message:
      `Tax invoice ${input.number} for ${money(input.totalCents)} (VAT included) is ready. ` +
      `Please transfer the amount${due} quoting the reference ${input.reference}; ` +
      'your screens are booked as soon as we receive it.',
    link: { path: invoiceUrl(input.number), label: `Download invoice ${input.number}` },
  };
}

export function paymentReceivedNotice(input: {
  number: string;
  campaignId: number;
  totalCents: number;
}): Notice {
  return {
    title: `Payment received for campaign #${input.campaignId}`,
    message:
      `Thank you: we received ${money(input.totalCents)} for campaign #${input.campaignId}. ` +
      `Your orders are paid and scheduled. Invoice ${input.number} is your receipt.`,
    link: { path: invoiceUrl(input.number), label: `Download invoice ${input.number} (paid)` },
  };
}

export function paymentFailedNotice(campaignId: number): Notice {
  return {
    title: `Card payment for campaign #${campaignId} failed`,
    message:
      `Your card payment for campaign #${campaignId} did not go through. ` +
      'Nothing was charged; you can pay again by card or by invoice before the payment deadline.',
    link: { path: `/payment?campaign=${campaignId}`, label: 'Pay again' },
  };
}

export function refundNotice(input: {
  number: string;
  invoiceNumber: string;
  campaignId: number;
  totalCents: number;
  method: 'card' | 'bank';
  /** An order ended early (decision 0025) rather than a campaign cancelled. */
  endedOrderId?: number;
}): Notice {
  const what = input.endedOrderId
    ? `Order #${input.endedOrderId} ended early`
    : `Campaign #${input.campaignId} cancelled`;
  return {
    title: `${what}: credit note ${input.number}`,
    message:
      (input.endedOrderId
        ? `Order #${input.endedOrderId} has ended and its unplayed dayparts were released. We credited ${money(input.totalCents)} `
        : `We cancelled campaign #${input.campaignId} and credited ${money(input.totalCents)} `) +
      `against invoice ${input.invoiceNumber}. ` +
      (input.method === 'card'
        ? 'The refund goes back to your card.'
        : 'We will transfer the refund to your bank account.'),
    link: { path: creditNoteUrl(input.number), label: `Download credit note ${input.number}` },
  };
}

export function noticeMail(to: { email: string; name: string }, notice: Notice): MailMessage {
  return {
    to: to.email,
    subject: notice.title,
    title: notice.title,
    paragraphs: [`Hello ${to.name},`, notice.message],
    link: notice.link,
  };
}

/** A schedule change that costs more: the difference is invoiced (decision 0025). */
export function differenceInvoiceNotice(input: {
  number: string;
  orderId: number;
  totalCents: number;
  reference: string;
  dueAt: Date | null;
}): Notice {
  const due = input.dueAt
    ? ` by ${input.dueAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`
    : '';
  return {
    title: `Invoice ${input.number} for the new schedule of order #${input.orderId}`,
    message:
      `Your new schedule for order #${input.orderId} is booked. Tax invoice ${input.number} for the ` +
      `difference, ${money(input.totalCents)} (VAT included), is ready: please transfer it${due} ` +
      `quoting the reference ${input.reference}.`,
    link: { path: invoiceUrl(input.number), label: `Download invoice ${input.number}` },
  };
}

/** A schedule change that costs less: the difference is credited (decision 0025). */
export function differenceCreditNotice(input: {
  number: string;
  orderId: number;
  totalCents: number;
  method: 'card' | 'bank';
}): Notice {
  return {
    title: `Credit note ${input.number} for the new schedule of order #${input.orderId}`,
    message:
      `Your new schedule for order #${input.orderId} costs less: we credited ${money(input.totalCents)}. ` +
      (input.method === 'card'
        ? 'The refund goes back to your card.'
        : 'We will transfer the refund to your bank account.'),
    link: { path: creditNoteUrl(input.number), label: `Download credit note ${input.number}` },
  };
}
