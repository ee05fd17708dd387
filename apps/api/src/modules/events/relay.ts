import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { eventsChannel, type PublishedEvent } from './publish';

export type Subscriber = {
  customerId: number;
  operator: boolean;
  send(event: PublishedEvent | { type: 'resync' }): void;
};

export type EventRelay = {
  subscribe(subscriber: Subscriber): Promise<() => void>;
  close(): Promise<void>;
};

function concerns(subscriber: Subscriber, event: PublishedEvent): boolean {
  return event.customerId === subscriber.customerId || (subscriber.operator && !!event.operators);
}

/**
 * One LISTEN per instance, shared by all its SSE clients: each notification is handed to the
 * clients it concerns. The LISTEN starts with the first client.
 */
export function createEventRelay(database: Database, log: FastifyBaseLogger): EventRelay {
  const subscribers = new Set<Subscriber>();
  let listening: Promise<() => Promise<void>> | null = null;

  const onMessage = (payload: string) => {
    let event: PublishedEvent;
    try {
      event = JSON.parse(payload) as PublishedEvent;
    } catch {
      log.warn({ payload }, 'ignored a live event that is not JSON');
      return;
    }
    for (const subscriber of subscribers) if (concerns(subscriber, event)) subscriber.send(event);
  };
  const onResume = () => {
    log.info('live events: listening again after a lost connection');
    for (const subscriber of subscribers) subscriber.send({ type: 'resync' });
  };

  return {
    async subscribe(subscriber) {
      if (!listening) {
        listening = database.listen(eventsChannel, { onMessage, onResume });
        listening.catch(() => {
          listening = null;
        });
      }
      await listening;
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
      };
    },
    async close() {
      subscribers.clear();
      const stop = await listening?.catch(() => null);
      listening = null;
      await stop?.();
    },
  };
}
