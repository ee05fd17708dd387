import { createServer, type Server } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';

type Pending = {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: Error) => void;
};

// ReadyForQuery is 'Z', length 5, then the transaction status: 'I' idle, 'T' in a block, 'E' failed.
const readyForQuery = 0x5a;
const idle = 0x49;
const syncMessage = new Uint8Array([0x53, 0, 0, 0, 4]);

function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const message = Buffer.alloc(5 + body.length);
  message[0] = 0x51;
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

/**
 * Serves one embedded PGlite to wire-protocol clients (pg-boss's `pg` pool) inside this process.
 *
 * PGlite is a single backend. pglite-socket's own queue runs each protocol message under PGlite's
 * query lock only, so a client's message could land inside a transaction the app has open (and an
 * app query between a client's Parse and Sync). This queue gives a client the backend for a whole
 * session step instead: it takes PGlite's transaction lock (the one `query()` and `transaction()`
 * take) at the client's first message and releases it only when the backend answers
 * ReadyForQuery with the idle status. App queries and client steps therefore never interleave.
 */
class SessionQueue {
  private readonly waiting: Pending[] = [];
  private owner: number | null = null;
  private releaseLock: (() => void) | null = null;
  private pumping = false;

  constructor(private readonly client: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void) {
    return new Promise<number>((resolve, reject) => {
      this.waiting.push({ handlerId, message, onData, resolve, reject });
      void this.pump();
    });
  }

  getQueueLength() {
    return this.waiting.length;
  }

  clearQueueForHandler(handlerId: number) {
    for (let i = this.waiting.length - 1; i >= 0; i -= 1) {
      const pending = this.waiting[i]!;
      if (pending.handlerId !== handlerId) continue;
      this.waiting.splice(i, 1);
      pending.reject(new Error('Handler disconnected'));
    }
  }

  /** A client that left mid-step: end its extended query and roll back its transaction. */
  async clearTransactionIfNeeded(handlerId: number) {
    if (this.owner !== handlerId || this.client.closed) return;
    await this.client._runExclusiveQuery(async () => {
      await this.client.execProtocolRawStream(syncMessage, { onRawData: () => {} });
      if (this.client.isInTransaction()) {
        await this.client.execProtocolRawStream(simpleQuery('ROLLBACK'), { onRawData: () => {} });
      }
    });
    this.giveBack();
    void this.pump();
  }

  private giveBack() {
    this.owner = null;
    const release = this.releaseLock;
    this.releaseLock = null;
    release?.();
  }

  private acquire(): Promise<void> {
    return new Promise((acquired, failed) => {
      this.client
        ._runExclusiveTransaction(
          () =>
            new Promise<void>((release) => {
              this.releaseLock = release;
              acquired();
            }),
        )
        .catch(failed);
    });
  }

  private async pump() {
    if (this.pumping) return;
    this.pumping = true;
    try {
      for (;;) {
        const index =
          this.owner === null
            ? 0
            : this.waiting.findIndex((pending) => pending.handlerId === this.owner);
        if (index < 0 || index >= this.waiting.length) return;
        const pending = this.waiting[index]!;
        if (this.owner === null) {
          await this.acquire();
          this.owner = pending.handlerId;
        }
        this.waiting.splice(this.waiting.indexOf(pending), 1);
        let bytes = 0;
        let tail: Uint8Array = new Uint8Array(0);
        try {
          await this.client._runExclusiveQuery(() =>
            this.client.execProtocolRawStream(pending.message, {
              onRawData: (data) => {
                bytes += data.length;
                tail = data.length >= 6 ? data : Buffer.concat([tail, data]);
                pending.onData(data);
              },
            }),
          );
          pending.resolve(bytes);
        } catch (error) {
          pending.reject(error as Error);
        }
        const end = tail.length;
        const stepDone =
          end >= 6 &&
          tail[end - 6] === readyForQuery &&
          tail[end - 2] === 5 &&
          tail[end - 1] === idle;
        if (stepDone) this.giveBack();
      }
    } finally {
      this.pumping = false;
    }
  }
}

export type PgliteWire = { connectionString: string; close(): Promise<void> };

/** Listens on a random local port; answers the connection string for a `pg` client or pool. */
export async function servePglite(client: PGlite): Promise<PgliteWire> {
  const queue = new SessionQueue(client);
  const handlers = new Set<PGLiteSocketHandler>();
  const server: Server = createServer((socket) => {
    const handler = new PGLiteSocketHandler({
      queryQueue: queue as unknown as PGLiteSocketHandlerOptions['queryQueue'],
      closeOnDetach: true,
    });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    handler.attach(socket).catch(() => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  return {
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
    close: async () => {
      for (const handler of handlers) await handler.detach(true);
      handlers.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
