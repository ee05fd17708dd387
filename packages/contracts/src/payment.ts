import { z } from 'zod';
import { requiredText } from './auth-fields';
import { calendarDate } from './booking-api';

/**
 * Shares whole cents over parts in proportion to their weights, the leftover cents going to the
 * largest remainders: the shares add up to the amount exactly (an order's VAT over its lines, a
 * spend over its days). All to the first part when every weight is 0.
 */
export function shareOutCents(cents: number, weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map((_, i) => (i === 0 ? cents : 0));
  const exact = weights.map((weight) => (cents * weight) / total);
  const shares = exact.map(Math.floor);
  let left = cents - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, i) => ({ i, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

export const paymentMethods = ['invoice', 'card'] as const;

/** A bank transfer takes time to arrive: it is offered only when the deadline is this far away. */
export const bankTransferMinHours = 24;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentRequestSchema = z.object({
  method: z.enum(paymentMethods, { error: 'Choose invoice or card' }),
});

export const bankDetailsSchema = z.object({
  beneficiary: z.string(),
  iban: z.string(),
  bank: z.string(),
  reference: z.string(),
});

export const invoicePaymentSchema = z.object({
  invoiceNumber: z.string(),
  invoiceUrl: z.string(),
  amountCents: z.number().int(),
  dueAt: z.string(),
  bankDetails: bankDetailsSchema,
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

export const cardPaymentSchema = z.object({ checkoutUrl: z.string() });

export const paymentAnswerSchema = z.union([invoicePaymentSchema, cardPaymentSchema]);
export type PaymentAnswer = z.infer<typeof paymentAnswerSchema>;

export const invoiceStatuses = ['open', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** GET /api/campaigns/{id}/payment: what the payment page shows. */
export const paymentOptionsSchema = z.object({
  campaignId: z.number().int(),
  /** The approved orders' total, VAT included, still to be paid. */
  amountDueCents: z.number().int(),
  subtotalCents: z.number().int(),
  vatCents: z.number().int(),
  currency: z.literal('USD'),
  /** The earliest payment deadline of the orders due, or null when nothing is due. */
  dueAt: z.string().nullable(),
  orders: z.array(
    z.object({
      orderId: z.number().int(),
      billboardName: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      totalCents: z.number().int(),
    }),
  ),
  methods: z.array(z.enum(paymentMethods)),
  /** Why bank transfer is not offered now (its deadline is too close), or null. */
  invoiceUnavailable: z.enum(['deadlineTooClose']).nullable(),
  /** A card checkout still open for these orders (they are not due meanwhile): where to finish it. */
  openCheckout: z
    .object({ checkoutUrl: z.string(), amountCents: z.number().int(), expiresAt: z.string() })
    .nullable(),
  /** An invoice already issued for this campaign, newest first. */
  invoices: z.array(
    z.object({
      invoiceNumber: z.string(),
      invoiceUrl: z.string(),
      status: z.enum(invoiceStatuses),
      amountCents: z.number().int(),
      paidCents: z.number().int(),
      bankDetails: bankDetailsSchema.nullable(),
      dueAt: z.string().nullable(),
    }),
  ),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

export const invoiceNumberParamsSchema = z.object({
  invoiceNumber: z.string().regex(/^INV-\d{6,}$/, 'Not an invoice number'),
});

export const invoicePdfParamsSchema = z.object({
  file: z.string().regex(/^INV-\d{6,}\.pdf$/, 'Not an invoice'),
});

export const creditNotePdfParamsSchema = z.object({
  file: z.string().regex(/^CN-\d{6,}\.pdf$/, 'Not a credit note'),
});

export const adminInvoiceQuerySchema = z.object({
  status: z.enum(invoiceStatuses, { error: 'Must be open, paid or cancelled' }).optional(),
});

export const adminInvoiceSchema = z.object({
  invoiceNumber: z.string(),
  campaignId: z.number().int(),
  amountCents: z.number().int(),
  paidCents: z.number().int(),
  status: z.enum(invoiceStatuses),
  method: z.enum(paymentMethods),
  reference: z.string().nullable(),
  issuedAt: z.string(),
  dueAt: z.string().nullable(),
  customer: z.object({ id: z.number().int(), companyName: z.string(), email: z.string() }),
  transfers: z.array(
    z.object({
      amountCents: z.number().int(),
      receivedOn: z.string(),
      reference: z.string(),
      recordedAt: z.string(),
    }),
  ),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

const wholeCents = 'Must be a whole number of cents above zero';

export const transferRequestSchema = z.object({
  amountCents: z.coerce
    .number({ error: wholeCents })
    .int(wholeCents)
    .min(1, wholeCents)
    .max(1_000_000_000, 'Too large'),
  receivedOn: calendarDate(z.string({ error: 'Required' })),
  reference: requiredText(100, 'Must be at most 100 characters'),
});
export type TransferRequest = z.input<typeof transferRequestSchema>;

/** A paid campaign's cancellation: what was refunded and the credit note that records it. */
export const refundAnswerSchema = z.object({
  creditNoteNumber: z.string(),
  creditNoteUrl: z.string(),
  invoiceNumber: z.string(),
  refundCents: z.number().int(),
  refundStatus: z.enum(['pending', 'refunded']),
});
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;

export const paymentMessages = {
  notApproved: 'Nothing in this campaign is approved and awaiting payment.',
  alreadyPaid: 'This campaign is already paid or has an invoice awaiting payment.',
  deadlinePassed: 'The payment deadline of this campaign has passed.',
  cardUnavailable: 'Card payments are not available at the moment; please pay by invoice.',
  invoiceClosed: 'This invoice is not open for payments.',
  bankTransferTooLate: `A bank transfer needs at least ${bankTransferMinHours} hours before the payment deadline; please pay by card.`,
} as const;
