import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handleStripeWebhook } from './card-webhook';
import { paymentDeps } from './service';
import { errors } from '../../http/error-responses';

/**
 * Stripe's webhook: its own plugin, so the JSON body reaches the handler as the exact bytes Stripe
 * signed (the signature covers them, not a re-serialisation).
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => paymentDeps(app);
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'buffer', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/payments/stripe/webhook',
    {
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        body: z.instanceof(Buffer, { message: 'Required' }),
        response: {
          200: z.object({ received: z.literal(true), duplicate: z.boolean() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      return handleStripeWebhook(
        deps(),
        request.body,
        typeof signature === 'string' ? signature : undefined,
      );
    },
  );
};
