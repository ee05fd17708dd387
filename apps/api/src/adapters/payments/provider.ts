import type { PaymentMethod } from '@screenspot/contracts/payment';

/** Where a customer paying by invoice sends the money, with the reference to quote. */
export type BankDetails = { beneficiary: string; iban: string; bank: string; reference: string };

/** What every payment driver is: one way a customer can pay. */
export type PaymentProvider = { readonly method: PaymentMethod };

/** Bank transfer against our own tax invoice: always available, reconciled by an operator. */
export type BankTransferProvider = PaymentProvider & {
  readonly method: 'invoice';
  instructions(reference: string): BankDetails;
};

export type CheckoutRequest = {
  campaignId: number;
  amountCents: number;
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** Same key, same session: a retried request never opens a second checkout. */
  idempotencyKey: string;
};

export type CheckoutSession = { sessionId: string; url: string; expiresAt: Date };

/** A verified provider event, reduced to what fulfilment needs. */
export type CardEvent = {
  id: string;
  type: string;
  sessionId: string | null;
  paymentStatus: string | null;
  paymentIntentId: string | null;
};

/** Card payments through a hosted checkout; settled by signed webhooks, refunded by the driver. */
export type CardProvider = PaymentProvider & {
  readonly method: 'card';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  refund(request: {
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
  /** Throws InvalidSignature when the payload was not signed with the webhook secret. */
  verifyEvent(payload: Buffer, signature: string | undefined): CardEvent;
};

export class InvalidSignature extends Error {}

export type PaymentProviders = {
  invoice: BankTransferProvider;
  card: CardProvider | null;
  /** The methods the payment page offers, in its order. */
  methods: PaymentMethod[];
};
