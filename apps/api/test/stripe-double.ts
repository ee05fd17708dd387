import { randomBytes } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import Fastify from 'fastify';

/**
 * A local stand-in for the few Stripe endpoints the product calls (Checkout Session create and
 * retrieve, Refund create), so card tests run the official library over real HTTP. Idempotency keys
 * behave like Stripe's: the same key answers the first response again. Tests only.
 */
export type StripeDouble = {
  url: string;
  /** Every create call as received: path, form fields and idempotency key. */
  calls: { path: string; body: Record<string, string>; idempotencyKey: string | undefined }[];
  sessions: Map<string, Record<string, unknown>>;
  /** Makes the next refund fail, as an unreachable Stripe would. */
  failRefunds: boolean;
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

/** Starts the stand-in; `into` (an empty object a file holds from the start) becomes it. */
export async function startStripeDouble(into: Partial<StripeDouble> = {}): Promise<StripeDouble> {
  const app = Fastify({ logger: false });
  await app.register(fastifyFormbody);
  const replies = new Map<string, unknown>();
  const double: StripeDouble = Object.assign(into, {
    url: '',
    calls: [],
    sessions: new Map(),
    failRefunds: false,
    close: () => app.close(),
  });

  // Without a valid-looking key Stripe answers 401; the library must send one.
  app.addHook('onRequest', async (request, reply) => {
    if (!/^Bearer sk_test_/.test(request.headers.authorization ?? '')) {
      return reply.code(401).send({ error: { type: 'invalid_request_error', message: 'No key' } });
    }
  });

  const idempotent = (
    path: string,
    body: Record<string, string>,
    key: string | undefined,
    make: () => unknown,
  ) => {
    double.calls.push({ path, body, idempotencyKey: key });
    if (key && replies.has(key)) return replies.get(key);
    const answer = make();
    if (key) replies.set(key, answer);
    return answer;
  };

  app.post('/v1/checkout/sessions', async (request) => {
    const body = request.body as Record<string, string>;
    const key = request.headers['idempotency-key'] as string | undefined;
    return idempotent('/v1/checkout/sessions', body, key, () => {
      const sessionId = id('cs');
      const session = {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(body['line_items[0][price_data][unit_amount]']),
        currency: body['line_items[0][price_data][currency]'],
        client_reference_id: body.client_reference_id ?? null,
        metadata: { campaignId: body['metadata[campaignId]'] },
        customer_email: body.customer_email ?? null,
        payment_intent: null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        expires_at: Number(body.expires_at),
        url: `${double.url}/pay/${sessionId}`,
      };
      double.sessions.set(sessionId, session);
      return session;
    });
  });

  app.get('/v1/checkout/sessions/:id', async (request, reply) => {
    const session = double.sessions.get((request.params as { id: string }).id);
    if (!session) return reply.code(404).send({ error: { type: 'invalid_request_error' } });
    return session;
  });

  app.post('/v1/refunds', async (request, reply) => {
    const body = request.body as Record<string, string>;
    const key = request.headers['idempotency-key'] as string | undefined;
    if (double.failRefunds) {
      double.calls.push({ path: '/v1/refunds', body, idempotencyKey: key });
      return reply.code(400).send({ error: { type: 'api_error', message: 'Refunds are down' } });
    }
    return idempotent('/v1/refunds', body, key, () => ({
      id: id('re'),
      object: 'refund',
      amount: Number(body.amount),
      payment_intent: body.payment_intent,
      currency: 'usd',
      status: 'succeeded',
    }));
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the Stripe double has no port');
  double.url = `http://127.0.0.1:${address.port}`;
  return double;
}
