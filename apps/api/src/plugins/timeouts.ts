import { bestLanguage } from '@screenspot/contracts/language';
import type { FastifyInstance } from 'fastify';
import { errorText } from '../i18n';

/**
 * Connection timeouts, so a client cannot hold a connection (and the memory and file handles behind
 * it) by sending slowly. Node checks the header and request timeouts every `checkEveryMs`.
 */
export const timeouts = {
  /** All of a request's headers must arrive within this (Node answers 408 and closes). */
  headersMs: 15_000,
  /** The whole request, body included, must arrive within this: a 50 MB video at 57 KB/s. */
  requestMs: 15 * 60_000,
  /** An idle keep-alive connection is closed after this. A proxy in front must idle out sooner. */
  keepAliveMs: 5_000,
  checkEveryMs: 1_000,
  /** A request body must bring at least `bodyMinBytes` in every window of `bodyWindowMs`. */
  bodyWindowMs: 20_000,
  bodyMinBytes: 8 * 1024,
} as const;

/** Fastify's server options for the timeouts above. */
export const serverTimeoutOptions = {
  requestTimeout: timeouts.requestMs,
  keepAliveTimeout: timeouts.keepAliveMs,
  http: {
    headersTimeout: timeouts.headersMs,
    connectionsCheckingInterval: timeouts.checkEveryMs,
  },
};

/** The 408's answer, in the API's error shape and the request's language. */
const slowBodyAnswer = (acceptLanguage: string | string[] | undefined) =>
  JSON.stringify({
    code: 'request.tooSlow',
    message: errorText('request.tooSlow', bestLanguage(acceptLanguage)),
  });

/**
 * The body idle timeout: while a request's body is arriving, the socket must bring at least
 * `bodyMinBytes` per `bodyWindowMs`, or the connection gets a 408 and is closed. A client sending
 * one byte every 10 s is cut off after one window. Windows in which the service itself is not
 * reading (its side is paused, or bytes wait in its buffers) do not count against the client.
 * Requests without a body and long answers (video, event streams) are not watched.
 */
export function registerBodyIdleTimeout(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    const length = raw.headers['content-length'];
    const hasBody = length !== undefined ? Number(length) > 0 : 'transfer-encoding' in raw.headers;
    const socket = raw.socket;
    // Injected requests (tests) have no network socket to watch.
    if (!hasBody || raw.complete || typeof socket?.bytesRead !== 'number') return;
    let lastRead = socket.bytesRead;
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) return stop();
      const read = socket.bytesRead;
      const progressed = read - lastRead;
      lastRead = read;
      const waitingOnUs = raw.isPaused() || raw.readableLength > 0 || socket.readableLength > 0;
      if (progressed >= timeouts.bodyMinBytes || waitingOnUs) return;
      stop();
      request.log.warn(
        { bytesInWindow: progressed, windowMs: timeouts.bodyWindowMs },
        'request body arrived too slowly; connection closed',
      );
      if (reply.raw.headersSent) {
        socket.destroy();
        return;
      }
      const answer = slowBodyAnswer(raw.headers['accept-language']);
      const head = [
        'HTTP/1.1 408 Request Timeout',
        'Connection: close',
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(answer)}`,
        'Cache-Control: no-store',
      ].join('\r\n');
      socket.end(`${head}\r\n\r\n${answer}`, () => socket.destroy());
      // The end callback is not called if the client never reads; do not wait for it long.
      setTimeout(() => socket.destroy(), 1_000).unref();
    }, timeouts.bodyWindowMs);
    timer.unref();
    function stop() {
      clearInterval(timer);
      raw.off('end', stop).off('close', stop);
      socket.off('close', stop);
    }
    raw.on('end', stop).on('close', stop);
    socket.on('close', stop);
  });
}
