import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../src/db/client';
import { createEndpoint, emitWebhookEvent, webhookSettings } from '../src/modules/webhooks/service';

/** Settings as a development service has them: private addresses allowed. */
export const developmentWebhooks = () =>
  webhookSettings({ isProduction: false, WEBHOOK_PRIVATE_ADDRESSES: 'allow' });

/** An endpoint of the customer (to a closed local port) with one recorded delivery. */
export async function webhookFixture(db: Db, customerId: number) {
  const endpoint = await createEndpoint(db, developmentWebhooks(), customerId, {
    url: 'http://localhost:9/hooks/fixture',
    events: ['delivery.summary'],
  });
  const [deliveryId] = await emitWebhookEvent(db, {
    customerId,
    type: 'delivery.summary',
    eventKey: `fixture:${endpoint.id}`,
    data: { date: '2026-11-23', plays: 0, orders: [] },
  });
  return { endpointId: endpoint.id, secret: endpoint.secret, deliveryId: deliveryId! };
}

export type Received = { headers: IncomingHttpHeaders; body: string; at: number };

/**
 * A real HTTP receiver on a random local port. `answer` picks each request's status code (by the
 * number of requests before it); every request is kept, raw body included.
 */
export async function startReceiver(answer: (index: number) => number = () => 200) {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const index = received.length;
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      response.statusCode = answer(index);
      response.end('ok');
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/hooks/screenspot`,
    port,
    received,
    /** Resolves once at least `count` requests arrived (fails after `timeoutMs`). */
    async waitFor(count: number, timeoutMs = 30_000): Promise<Received[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`the receiver got ${received.length} of ${count} requests in time`);
        }
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 250);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
