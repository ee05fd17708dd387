import type { FastifyInstance } from 'fastify';

export type StreamedEvent = { type: string; data: Record<string, unknown>; at: number };

/** A stream the service refused: its status and JSON answer. */
export class RefusedStream extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string },
  ) {
    super(`the event stream was refused with ${status}`);
  }
}

/** Reads GET /api/events of a listening app as a browser's EventSource would. */
export async function openEventStream(
  app: FastifyInstance,
  cookie: string,
  headers: Record<string, string> = {},
) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${address.port}/api/events`, {
    headers: { cookie, accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  if (res.status !== 200) {
    throw new RefusedStream(res.status, (await res.json()) as { message?: string });
  }
  const events: StreamedEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  let ended = false;
  const reading = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          ended = true;
          for (const wake of waiters) wake();
          return;
        }
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const type = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          if (type) events.push({ type, data: JSON.parse(data ?? '{}'), at: performance.now() });
          for (const line of lines) if (line.startsWith(':')) comments.push(line.slice(1).trim());
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Aborted by close().
    }
  })();

  /** Waits until `match` finds something, or fails after `timeoutMs`. */
  const waitFor = async <T>(match: () => T | undefined, timeoutMs = 5_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = match();
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('the event did not arrive in time');
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        waiters.add(wake);
      });
    }
  };

  // The stream says it is subscribed before anything is expected of it.
  await waitFor(() => (comments.includes('connected') ? true : undefined));
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    comments,
    /** Whether the service ended the stream. */
    ended: () => ended,
    waitFor,
    waitForEvent: (type: string, where: (e: StreamedEvent) => boolean = () => true, ms?: number) =>
      waitFor(() => events.find((e) => e.type === type && where(e)), ms),
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}
