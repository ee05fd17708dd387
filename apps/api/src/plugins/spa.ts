import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const apiPrefixes = ['/api/', '/cms/'];

/**
 * Serves the built web app: hashed assets cached for a year, index.html (never cached) for every
 * client route; unknown API paths answer 404 JSON.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        const cacheControl = hashed
          ? 'public, max-age=31536000, immutable'
          : filePath.endsWith('.html')
            ? 'no-cache'
            : 'public, max-age=3600';
        res.header('cache-control', cacheControl);
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built; run `npm run build` to serve it');
  }

  app.setNotFoundHandler(
    { preHandler: app.rateLimit ? app.rateLimit({ max: 300, timeWindow: 60_000 }) : undefined },
    (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isApi = url === '/api' || url === '/cms' || apiPrefixes.some((p) => url.startsWith(p));
      if (isApi || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).send({ message: `Not found: ${request.method} ${url}` });
      }
      if (path.extname(url) && !url.endsWith('.html')) {
        return reply.code(404).send({ message: `Not found: ${url}` });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    },
  );
}
