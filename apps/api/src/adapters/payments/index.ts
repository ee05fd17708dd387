import type { Config } from '../../config';
import { createBankTransfer } from './bank-transfer';
import type { PaymentProviders } from './provider';
import { createStripeProvider } from './stripe';

/** Bank transfer always; card only when both Stripe keys are configured. */
export function createPaymentProviders(config: Config): PaymentProviders {
  const card =
    config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? createStripeProvider({
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          apiUrl: config.STRIPE_API_URL,
        })
      : null;
  return {
    invoice: createBankTransfer(config),
    card,
    methods: card ? ['card', 'invoice'] : ['invoice'],
  };
}
