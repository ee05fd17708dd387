import type { FastifyInstance } from 'fastify';
import { hasBearer } from './bearer';
import { HttpError } from './errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origin the request was sent to; null when X-Forwarded-Proto or -Host make no URL or an
 * opaque origin ("null"), which must never match a sender's.
 */
function ownOrigin(protocol: string, host: string): string | null {
  try {
    const origin = new URL(`${protocol}://${host}`).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * State-changing requests from another site are refused: the Origin (or Referer) must be this
 * service's own, whether it is reached directly or through PUBLIC_URL. A request with an
 * `Authorization: Bearer` header is exempt: its cookies are never read, so another site cannot
 * act through it with the visitor's session.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl?: string): void {
  const allowed = publicUrl ? new URL(publicUrl).origin : null;
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || hasBearer(request)) return;
    const source = request.headers.origin ?? request.headers.referer;
    if (!source) return;
    let origin: string;
    try {
      origin = new URL(source).origin;
    } catch {
      throw new HttpError(403, 'request.otherSite');
    }
    if (origin !== ownOrigin(request.protocol, request.host) && origin !== allowed) {
      throw new HttpError(403, 'request.otherSite');
    }
  });
}
