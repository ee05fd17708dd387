import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { isWebRoute } from '@screenspot/contracts/web-routes';
import type { FastifyInstance } from 'fastify';
import { preferredEncoding, type Encoding } from '../http/compression';
import { routeModuleOf, routePreloadTags } from './landing-preload';

const apiPrefixes = ['/api/', '/cms/'];

export type SpaOptions = {
  /** Where the web app reads landing content; told to it through a meta tag in index.html. */
  contentUrl: string;
};

function escapeAttribute(value: string): string {
  return value.replace(
    /[&"<>]/g,
    (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]!,
  );
}

/**
 * Runtime settings go into index.html as meta tags: the CSP forbids inline scripts, and a meta tag
 * costs the first paint nothing (no extra request before the app can render).
 */
export function injectRuntimeSettings(html: string, options: SpaOptions, extraHead = ''): string {
  const meta = `<meta name="content-url" content="${escapeAttribute(options.contentUrl)}" />`;
  const head = extraHead ? `${meta}\n    ${extraHead}` : meta;
  return html.includes('</head>')
    ? html.replace(/\s*<\/head>/, `\n    ${head}\n  </head>`)
    : head + html;
}

type HtmlAnswer = { body: string; br: Buffer; gzip: Buffer };

/** A page's HTML with its brotli and gzip forms, made once at start. */
function htmlAnswer(body: string): HtmlAnswer {
  const bytes = Buffer.from(body);
  return {
    body,
    br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(bytes, { level: 9 }),
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html (never cached) for every
 * client route (404 with the app's not-found page for a path it does not have); unknown API paths
 * answer 404 JSON.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  options: SpaOptions,
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const template = hasBuild ? readFileSync(indexFile, 'utf8') : '';
  const indexHtml = htmlAnswer(hasBuild ? injectRuntimeSettings(template, options) : '');
  // Each screen's page names its own chunks in its head, built once at start.
  const screenHtml = new Map<string, HtmlAnswer>();
  if (hasBuild) {
    for (const [module, tags] of routePreloadTags(distDir)) {
      screenHtml.set(module, htmlAnswer(injectRuntimeSettings(template, options, tags)));
    }
  }
  const htmlFor = (url: string): HtmlAnswer => {
    const module = routeModuleOf(url);
    return (module ? screenHtml.get(module) : undefined) ?? indexHtml;
  };
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside its assets; send them to browsers that accept them.
      preCompressed: true,
      // index.html is always answered with its runtime settings, below.
      allowedPath: (pathName) => pathName !== '/index.html',
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
      // An unknown path still gets the app, which shows its not-found page, but with a 404.
      const html = htmlFor(url);
      const encoding: Encoding | null = preferredEncoding(request.headers['accept-encoding']);
      reply
        .code(url === '/index.html' || isWebRoute(url) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      if (!encoding) return reply.send(html.body);
      return reply.header('content-encoding', encoding).send(html[encoding]);
    },
  );
}
