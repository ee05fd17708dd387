import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { isWebRoute } from '@screenspot/contracts/web-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message } from '../error-messages';
import { preferredEncoding, type Encoding } from '../http/compression';
import { currentCustomerView } from '../modules/auth/sign-in';
import {
  appStartTags,
  routeModuleOf,
  routePreloadTags,
  renderedWithData,
  serverRenderedModules,
} from './landing-preload';
import { sendError } from './errors';
import { loadPageRenderer, pageHtml, serverFetchFor, wantsEnglish } from './server-render';

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

/** A page's HTML with its brotli and gzip forms (made once, at start or on a page's first render). */
function htmlAnswer(body: string, quality: 'best' | 'fast' = 'best'): HtmlAnswer {
  const bytes = Buffer.from(body);
  return {
    body,
    br: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality === 'best' ? 11 : 5 },
    }),
    gzip: gzipSync(bytes, { level: quality === 'best' ? 9 : 6 }),
  };
}

/** The app's chunks and stylesheet, announced right after the page's first script. */
function withAppStart(html: string, tags: string): string {
  if (!tags) return html;
  return html.replace(/(<script type="module"[^>]*><\/script>)/, `$1\n    ${tags}`);
}

/**
 * On a page rendered on the server, the app only hydrates what is already shown: its chunks are
 * named in a meta tag instead of preloaded, and the page's first script (src/boot.ts) fetches them
 * after the first paint, so the styles and images that paint needs have the line to themselves.
 */
function chunksAfterPaint(html: string): string {
  const chunks: string[] = [];
  const rest = html.replace(
    /\s*<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/g,
    (_, href: string) => {
      chunks.push(href);
      return '';
    },
  );
  return rest.replace(
    /\s*<\/head>/,
    `\n    <meta name="app-chunks" content="${chunks.join(' ')}" />\n  </head>`,
  );
}

/** How many rendered pages are kept; a page is rendered again once it has left. */
const renderedPagesKept = 500;

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
  const template = hasBuild
    ? withAppStart(readFileSync(indexFile, 'utf8'), appStartTags(distDir))
    : '';
  const indexHtml = htmlAnswer(hasBuild ? injectRuntimeSettings(template, options) : '');
  // Each screen's page names its own chunks in its head, built once at start.
  const screenHtml = new Map<string, HtmlAnswer>();
  // A page rendered on the server links its screen's styles as stylesheets: its markup is there.
  const renderedTemplates = new Map<string, string>();
  const renderPage = hasBuild ? await loadPageRenderer(distDir) : null;
  if (hasBuild) {
    for (const [module, tags] of routePreloadTags(distDir)) {
      screenHtml.set(module, htmlAnswer(injectRuntimeSettings(template, options, tags)));
      const styled = tags.replaceAll('rel="preload" as="style"', 'rel="stylesheet"');
      renderedTemplates.set(
        module,
        chunksAfterPaint(injectRuntimeSettings(template, options, styled)),
      );
    }
  }
  const renderedPages = new Map<string, HtmlAnswer>();
  /** The page rendered on the server, or null where the browser renders it (see server-render.ts). */
  const renderedHtmlFor = async (
    request: FastifyRequest,
    url: string,
  ): Promise<HtmlAnswer | null> => {
    const module = routeModuleOf(url.split('?')[0] ?? '/');
    const template = module ? renderedTemplates.get(module) : undefined;
    if (!renderPage || !module || !template || !serverRenderedModules.has(module)) return null;
    const customer = request.customer ? currentCustomerView(request.customer) : null;
    // The account's tabs are for a signed-in customer only; a visitor is sent to sign in by the app.
    if (module.endsWith('/account-tabs.tsx') && !customer) return null;
    if (!wantsEnglish(request, customer)) return null;
    // A page without data is kept and answered again; one with data is rendered for each visit.
    const key = `${url}\n${customer ? JSON.stringify(customer) : ''}`;
    const kept = renderedPages.get(key);
    if (kept) {
      renderedPages.delete(key);
      renderedPages.set(key, kept);
      return kept;
    }
    let page;
    try {
      const withData = renderedWithData.has(module);
      page = await renderPage(url, customer, withData ? serverFetchFor(app, request) : null);
    } catch (error) {
      // The browser can still render the page: a failed render costs only its head start.
      request.log.error({ err: error, url: request.url.split('?')[0] }, 'page render failed');
      return null;
    }
    if (!page) return null;
    const answer = htmlAnswer(pageHtml(template, page), 'fast');
    if (page.withData) return answer;
    renderedPages.set(key, answer);
    if (renderedPages.size > renderedPagesKept) {
      renderedPages.delete(renderedPages.keys().next().value!);
    }
    return answer;
  };
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
      // index.html is always answered with its runtime settings, below; the server's render
      // (ssr/) is not a file for browsers.
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/ssr/'),
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
    async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isApi = url === '/api' || url === '/cms' || apiPrefixes.some((p) => url.startsWith(p));
      if (isApi || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return sendError(
          request,
          reply,
          404,
          message('notFound.route', { route: `${request.method} ${url}` }),
        );
      }
      if (path.extname(url) && !url.endsWith('.html')) {
        return sendError(request, reply, 404, message('notFound.route', { route: url }));
      }
      // An unknown path still gets the app, which shows its not-found page, but with a 404.
      const found = url === '/index.html' || isWebRoute(url);
      const html = (found ? await renderedHtmlFor(request, request.url) : null) ?? htmlFor(url);
      const encoding: Encoding | null = preferredEncoding(request.headers['accept-encoding']);
      reply
        .code(found ? 200 : 404)
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      if (!encoding) return reply.send(html.body);
      return reply.header('content-encoding', encoding).send(html[encoding]);
    },
  );
}
