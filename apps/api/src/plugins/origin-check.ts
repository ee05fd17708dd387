import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests from another site are refused: the Origin (or Referer) must be this
 * service's own, whether it is reached directly or through PUBLIC_URL.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl?: string): void {
  const allowed = publicUrl ? new URL(publicUrl).origin : null;
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    const source = request.headers.origin ?? request.headers.referer;
    if (!source) return;
    let origin: string;
    try {
      origin = new URL(source).origin;
    } catch {
      throw new HttpError(403, 'This request came from another site and was refused.');
    }
    const own = new URL(`${request.protocol}://${request.host}`).origin;
    if (origin !== own && origin !== allowed) {
      throw new HttpError(403, 'This request came from another site and was refused.');
    }
  });
}
