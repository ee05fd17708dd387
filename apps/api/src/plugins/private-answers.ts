import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The route's own path when one matched (percent-encoding cannot disguise it), else the URL's. */
function pathOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? request.url.split('?')[0] ?? '/';
}

function isApi(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Every API answer is `Cache-Control: no-store` (no browser or shared cache keeps it: signed-in
 * pages, the console, account forms, errors), unless its route declared it public because it is
 * the same for everyone (the catalogue) and it sets no cookie. A new route is private by default.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!isApi(pathOf(request))) return;
    const declared = reply.getHeader('cache-control');
    const isPublic = typeof declared === 'string' && /^public\b/.test(declared);
    if (isPublic && !reply.hasHeader('set-cookie')) return;
    reply.header('cache-control', 'no-store');
  });
}
