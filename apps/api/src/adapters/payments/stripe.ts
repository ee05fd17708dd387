import Stripe from 'stripe';
import type { CardEvent, CardProvider } from './provider';
import { InvalidSignature } from './provider';

type StripeSettings = { secretKey: string; webhookSecret: string; apiUrl?: string };

/** Host, port and protocol for the library when STRIPE_API_URL points it elsewhere. */
function connection(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: Number(url.port) || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

const sessionEvents = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/** Card payments through Stripe Checkout, with the official library. */
export function createStripeProvider(settings: StripeSettings): CardProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...connection(settings.apiUrl),
  });
  return {
    method: 'card',
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: request.customerEmail,
          client_reference_id: String(request.campaignId),
          metadata: { campaignId: String(request.campaignId) },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          // The hold behind the order is short; so is the checkout (Stripe's minimum).
          expires_at: Math.floor(Date.now() / 1000) + 30 * 60,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return {
        sessionId: session.id,
        url: session.url,
        expiresAt: new Date(session.expires_at * 1000),
      };
    },
    async refund(request) {
      const refund = await stripe.refunds.create(
        { payment_intent: request.paymentIntentId, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      return { refundId: refund.id };
    },
    verifyEvent(payload, signature): CardEvent {
      if (!signature) throw new InvalidSignature('missing signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(payload, signature, settings.webhookSecret);
      } catch {
        throw new InvalidSignature('bad signature');
      }
      if (!sessionEvents.has(event.type)) {
        return {
          id: event.id,
          type: event.type,
          sessionId: null,
          paymentStatus: null,
          paymentIntentId: null,
        };
      }
      const session = event.data.object as Stripe.Checkout.Session;
      const intent = session.payment_intent;
      return {
        id: event.id,
        type: event.type,
        sessionId: session.id,
        paymentStatus: session.payment_status,
        paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
      };
    },
  };
}
