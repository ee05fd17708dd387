import type { FastifyInstance } from 'fastify';

/** Account forms and small JSON bodies are never larger than this. */
export const smallBodyLimit = 16 * 1024;

/**
 * Every route the calling plugin declares after this refuses a body over `bytes` (413) before it
 * is read, unless the route sets a limit of its own.
 */
export function limitBodies(app: FastifyInstance, bytes = smallBodyLimit): void {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= bytes;
  });
}
