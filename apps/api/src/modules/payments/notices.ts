import { defaultDisplayCurrency, type DisplayCurrency } from '@screenspot/contracts/currency';
import { deadlineParts } from '@screenspot/contracts/deadline';
import { defaultLanguage, type Language } from '@screenspot/contracts/language';
import type { MailMessage } from '../../adapters/messages';
import { translator } from '../../i18n';
import { documentMoney } from '../../money';
import { defineNotice, type Reader, type Said } from '../notifications';

export const invoiceUrl = (number: string) => `/api/invoices/${number}.pdf`;
export const creditNoteUrl = (number: string) => `/api/credit-notes/${number}.pdf`;

export type Notice = {
  title: string;
  message: string;
  link: { path: string; label: string };
  /** The template and values the notifications list writes the notice again from. */
  said?: Said;
};

/** Who a payment notice is mailed to, and in which language (the customer's, from their account). */
export type Recipient = { email: string; name: string; language: Language };

/** An invoice's buyer as the recipient of its notices, greeted by first name. */
export function buyerRecipient(
  buyer: { email: string; name: string },
  language: Language,
): Recipient {
  return { email: buyer.email, name: buyer.name.split(' ')[0]!, language };
}

/** The payment words of one language (`locales/<language>/notices.json`, under `payment`). */
const paymentWords = (language: Language) => translator(language, 'notices');

/** " by 25 Nov 2026 16:00 (Dubai time)" in the reader's language, or nothing without a deadline. */
function dueBy(language: Language, dueAt: Date | null): string {
  return dueAt ? paymentWords(language)('payment.dueBy', deadlineParts(dueAt, language)) : '';
}

const refundWay = (t: ReturnType<typeof paymentWords>, method: 'card' | 'bank') =>
  method === 'card' ? t('payment.toCard') : t('payment.toBank');

/** A payment notice as its senders ask for it: in a language and currency, the product's by default. */
function forReader<V>(notice: (values: V, reader: Reader) => Notice) {
  return (
    values: V,
    language: Language = defaultLanguage,
    currency: DisplayCurrency = defaultDisplayCurrency,
  ): Notice => notice(values, { language, currency });
}

/** What an invoice to be paid says: its amount, reference and deadline, and where to download it. */
type InvoiceToPay = { number: string; totalCents: number; reference: string; dueAt: Date | null };

function invoiceToPayNotice(
  kind: 'invoiceIssued' | 'differenceInvoice',
  input: InvoiceToPay & ({ campaignId: number } | { orderId: number }),
  { language, currency }: Reader,
): Notice {
  const t = paymentWords(language);
  const values = {
    ...input,
    amount: documentMoney(input.totalCents, currency),
    due: dueBy(language, input.dueAt),
  };
  return {
    title: t(`payment.${kind}.title`, values),
    message: t(`payment.${kind}.message`, values),
    link: { path: invoiceUrl(input.number), label: t('payment.download', values) },
  };
}

export const invoiceIssuedNotice = forReader(
  defineNotice(
    'payment.invoiceIssued',
    (input: InvoiceToPay & { campaignId: number }, reader: Reader) =>
      invoiceToPayNotice('invoiceIssued', input, reader),
  ),
);

export const paymentReceivedNotice = forReader(
  defineNotice(
    'payment.received',
    (
      input: { number: string; campaignId: number; totalCents: number },
      { language, currency }: Reader,
    ): Notice => {
      const t = paymentWords(language);
      const values = { ...input, amount: documentMoney(input.totalCents, currency) };
      return {
        title: t('payment.received.title', values),
        message: t('payment.received.message', values),
        link: { path: invoiceUrl(input.number), label: t('payment.downloadPaid', values) },
      };
    },
  ),
);

const paymentFailed = defineNotice(
  'payment.failed',
  ({ campaignId }: { campaignId: number }, { language }: Reader): Notice => {
    const t = paymentWords(language);
    return {
      title: t('payment.failed.title', { campaignId }),
      message: t('payment.failed.message', { campaignId }),
      link: { path: `/payment?campaign=${campaignId}`, label: t('payment.failed.link') },
    };
  },
);

export function paymentFailedNotice(
  campaignId: number,
  language: Language = defaultLanguage,
): Notice {
  return paymentFailed({ campaignId }, { language, currency: defaultDisplayCurrency });
}

type Refund = {
  number: string;
  invoiceNumber: string;
  campaignId: number;
  totalCents: number;
  method: 'card' | 'bank';
  /** An order ended early (decision 0025) rather than a campaign cancelled. */
  endedOrderId?: number;
};

export const refundNotice = forReader(
  defineNotice('payment.refund', (input: Refund, { language, currency }: Reader): Notice => {
    const t = paymentWords(language);
    const values = {
      ...input,
      orderId: input.endedOrderId,
      amount: documentMoney(input.totalCents, currency),
    };
    const what = input.endedOrderId
      ? t('payment.refund.orderEnded', values)
      : t('payment.refund.campaignCancelled', values);
    return {
      title: t('payment.refund.title', { ...values, what }),
      message:
        (input.endedOrderId
          ? t('payment.refund.orderEndedMessage', values)
          : t('payment.refund.campaignCancelledMessage', values)) + refundWay(t, input.method),
      link: { path: creditNoteUrl(input.number), label: t('payment.downloadCreditNote', values) },
    };
  }),
);

export function noticeMail(to: Recipient, notice: Notice): MailMessage {
  return {
    to: to.email,
    subject: notice.title,
    title: notice.title,
    paragraphs: [
      translator(to.language, 'mail')('layout.hello', { name: to.name }),
      notice.message,
    ],
    link: notice.link,
    language: to.language,
  };
}

/** A schedule change that costs more: the difference is invoiced (decision 0025). */
export const differenceInvoiceNotice = forReader(
  defineNotice(
    'payment.differenceInvoice',
    (input: InvoiceToPay & { orderId: number }, reader: Reader) =>
      invoiceToPayNotice('differenceInvoice', input, reader),
  ),
);

type DifferenceCredit = {
  number: string;
  orderId: number;
  totalCents: number;
  method: 'card' | 'bank';
};

/** A schedule change that costs less: the difference is credited (decision 0025). */
export const differenceCreditNotice = forReader(
  defineNotice(
    'payment.differenceCredit',
    (input: DifferenceCredit, { language, currency }: Reader): Notice => {
      const t = paymentWords(language);
      const values = { ...input, amount: documentMoney(input.totalCents, currency) };
      return {
        title: t('payment.differenceCredit.title', values),
        message: t('payment.differenceCredit.message', values) + refundWay(t, input.method),
        link: { path: creditNoteUrl(input.number), label: t('payment.downloadCreditNote', values) },
      };
    },
  ),
);
