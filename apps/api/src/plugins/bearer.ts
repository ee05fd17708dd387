import type { FastifyRequest } from 'fastify';

/**
 * The token of an `Authorization: Bearer` header, else null. A request that carries one is
 * authenticated by it alone: its cookies are never read, so it needs no Origin check.
 */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ ]+(\S{1,512})\s*$/i.exec(header);
  return match ? match[1]! : null;
}

export function hasBearer(request: FastifyRequest): boolean {
  const header = request.headers.authorization;
  return typeof header === 'string' && /^Bearer\b/i.test(header);
}
