// Live updates: Server-Sent Events per customer and for operators, fed by PostgreSQL LISTEN/NOTIFY
// so a change on any instance reaches every open page.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { currentCustomer } from '../auth';
import { customerRoute } from '../../http/operation';
import { createEventRelay } from './relay';
import { errors } from '../../http/error-responses';
import { TooManyRequests } from '../../plugins/errors';
import { StreamCounts } from './stream-counts';
import type { ErrorKey } from '../../error-messages';

const tooManyStreams: ErrorKey = 'liveEvents.tooManyStreams';

/**
 * GET /api/events: a Server-Sent Events stream of what changed for the signed-in user. Each
 * instance relays PostgreSQL notifications to its own clients, so a change made through any
 * instance reaches every open page. A session and an address may each hold so many open on an
 * instance (EVENTS_MAX_STREAMS_*, then 429), and a stream ends after EVENTS_MAX_SECONDS: the
 * browser reconnects by itself, and the page refetches what it shows.
 */
export const eventRoutes: FastifyPluginAsync = async (app) => {
  const { database, config } = app.deps;
  const keepAliveSeconds = config.EVENTS_KEEPALIVE_SECONDS;
  const maxSeconds = config.EVENTS_MAX_SECONDS;
  const relay = createEventRelay(database, app.log);
  const streams = new Set<() => void>();
  const perSession = new StreamCounts<number>(config.EVENTS_MAX_STREAMS_PER_SESSION);
  const perAddress = new StreamCounts<string>(config.EVENTS_MAX_STREAMS_PER_ADDRESS);

  // Open streams never go idle, so they are ended here or the service would wait for them on close.
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });
  app.addHook('onClose', async () => {
    await relay.close();
  });

  const schema = {
    response: {
      200: {
        description: 'Events as `event: <type>` and `data: <json>` lines, kept alive by comments.',
        content: { 'text/event-stream': { schema: z.string() } },
      },
      ...errors,
    },
  };

  app.get(
    '/events',
    customerRoute(
      {
        summary: 'Live updates (Server-Sent Events)',
        description:
          'A `text/event-stream` of changes to your orders and notifications; refetch what an event names.',
        tag: 'Notifications',
        token: 'read',
        example: null,
      },
      schema,
    ),
    async (request, reply) => {
      const user = currentCustomer(request);
      // Keyed on the session (from its cookie) and the socket's address: neither can be forged.
      if (!perSession.hasRoom(user.sessionId) || !perAddress.hasRoom(request.ip)) {
        throw new TooManyRequests(tooManyStreams, keepAliveSeconds);
      }
      perSession.add(user.sessionId);
      perAddress.add(request.ip);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Proxies such as nginx must pass each event on at once.
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      // Reconnect soon after a drop; the page refetches when it does.
      raw.write('retry: 2000\n\n');
      // A browser reconnecting after a drop names the last event it had. Events are not kept, so
      // whatever came meanwhile is unknown: the page is told to refetch everything it shows.
      if (request.headers['last-event-id']) raw.write('event: resync\ndata: {}\n\n');

      let ended = false;
      let unsubscribe: (() => void) | undefined;
      let eventCount = 0;
      const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), keepAliveSeconds * 1000);
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(keepAlive);
        clearTimeout(lifetime);
        unsubscribe?.();
        streams.delete(end);
        perSession.remove(user.sessionId);
        perAddress.remove(request.ip);
        raw.end();
      };
      const lifetime = setTimeout(end, maxSeconds * 1000);
      streams.add(end);
      raw.on('close', end);

      try {
        unsubscribe = await relay.subscribe({
          customerId: user.id,
          operator: user.role === 'operator',
          send: (event) => {
            if (ended) return;
            const data: { orderId?: number; campaignId?: number } = {};
            if ('orderId' in event && event.orderId) data.orderId = event.orderId;
            if ('campaignId' in event && event.campaignId) data.campaignId = event.campaignId;
            eventCount += 1;
            raw.write(
              `id: ${request.id}.${eventCount}\nevent: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`,
            );
          },
        });
      } catch (error) {
        request.log.error({ err: error }, 'live events: could not listen');
        end();
        return;
      }
      if (ended) unsubscribe();
      else raw.write(': connected\n\n');
    },
  );
};
