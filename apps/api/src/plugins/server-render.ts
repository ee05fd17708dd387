// Pages rendered on the server from the web build's own render (apps/web/src/entry-server.tsx): the
// page paints from its HTML while its script loads, then the browser hydrates it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Customer } from '@screenspot/contracts/customer';
import { bestLanguage } from '@screenspot/contracts/language';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type ServerPage = { head: string; body: string; state: string; withData: boolean };
/** The service's own answer to a same-origin GET of the page's data. */
export type ServerFetch = (path: string) => Promise<Response>;
export type PageRenderer = (
  url: string,
  customer: Customer | null,
  serverFetch: ServerFetch | null,
) => Promise<ServerPage | null>;

/** The build's render function, or null when the build has none (a build without it still works). */
export async function loadPageRenderer(distDir: string): Promise<PageRenderer | null> {
  const file = path.join(distDir, 'ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { render: PageRenderer };
  return module.render;
}

/**
 * Pages are rendered on the server in English only: a visitor whose browser chose Arabic (the
 * `language` cookie the web app keeps beside its stored choice, else Accept-Language), or a
 * customer whose profile is in Arabic, gets the page rendered in the browser as before.
 */
export function wantsEnglish(request: FastifyRequest, customer: Customer | null): boolean {
  if (customer) return customer.language === 'en';
  const chosen = request.cookies['language'];
  if (chosen === 'en' || chosen === 'ar') return chosen === 'en';
  return bestLanguage(request.headers['accept-language']) === 'en';
}

/**
 * The page's data, read in-process as the browser would read it: a GET with the visitor's cookie,
 * through the whole chain of the service (its checks, limits and answers).
 */
export function serverFetchFor(app: FastifyInstance, request: FastifyRequest): ServerFetch {
  const cookie = request.headers.cookie;
  return async (path) => {
    const answer = await app.inject({
      method: 'GET',
      url: path,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        'accept-language': 'en',
        'user-agent': request.headers['user-agent'] ?? '',
        ...(cookie ? { cookie } : {}),
      },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

const escapeJsonForHtml = (json: string) => json.replace(/</g, '\\u003c');

/** The template with the page's head in place of the default title and description, and its markup. */
export function pageHtml(template: string, page: ServerPage): string {
  let html = template;
  if (page.head.includes('<title')) {
    html = html
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta\s+name="description"[^>]*>\s*/, '');
  }
  // Function replacers: the page's text goes in as written, so `$&`, `$'` or `$\`` in a screen's
  // name or the site's copy are never read as replacement patterns.
  return html
    .replace(/\s*<\/head>/, () => `\n    ${page.head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.body}</div><script type="application/json" id="server-state">${escapeJsonForHtml(page.state)}</script>`,
    );
}
