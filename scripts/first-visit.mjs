// What a first visit to a page of the web app downloads as JavaScript, read from a production
// build (apps/web/dist: its .vite/manifest.json and its files), without a browser. Shared by
// `npm run check:first-visit` (CI) and `npm run bench:web`.
//
// A first visit fetches, before the page answers input:
// - the page's first script (src/boot.ts, the build's entry) and its static imports;
// - what that script starts: React DOM, React Router, the i18n set-up and the app (main.tsx), each
//   with its static imports (the server names them in the page's HTML);
// - the page's screen module and its static imports (announced in the HTML too);
// - the English catalogues the route loads beside its screen (`page(() => import(…), [names])`
//   in apps/web/src/app/router.tsx): the app waits for them before it hydrates.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
export const dist = path.join(root, 'apps/web/dist');
const routerFile = path.join(root, 'apps/web/src/app/router.tsx');

/** Budgets in KB (1,024 bytes) of gzip: the landing page, and every other public page. */
export const budgets = { landing: 150, public: 200 };

/**
 * The pages anyone can open without signing in (apps/web/src/app/router.tsx): the console, the
 * player and the signed-in pages are not first visits of a visitor.
 */
export const publicRoutes = [
  '/',
  '/upload',
  '/signIn',
  '/signUp',
  '/contact',
  '/forgotpassword',
  '/privacypolicy',
  '/termsconditions',
  '/audience-method',
  '/recommend',
];

/** Texts that show a library's code is in a file: each must stay out of every first visit. */
const heavyLibraries = [
  { name: 'Zod', marker: '$ZodType' },
  { name: 'Leaflet (the map)', marker: 'leafletjs.com' },
  { name: 'uPlot (the report charts)', marker: 'uplot' },
];

export function readBuild() {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: run npm run build first`);
  }
  /** @type {Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const gzipCache = new Map();
  const textCache = new Map();
  const text = (file) => {
    if (!textCache.has(file)) textCache.set(file, readFileSync(path.join(dist, file), 'utf8'));
    return textCache.get(file);
  };
  const gzipBytes = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(text(file), { level: 9 }).length);
    return gzipCache.get(file);
  };
  return { manifest, gzipBytes, text };
}

/** Every route of the router with its screen module and the catalogues it loads beside it. */
export function routesOfRouter() {
  const source = readFileSync(routerFile, 'utf8');
  const pattern =
    /(index: true|path: '([^']+)'),\s*lazy: (page\(\s*)?\(\) => import\('\.\/routes\/([^']+)'\)(?:,\s*\[([^\]]*)\])?(,\s*\{ withTitles: false \})?/g;
  return [...source.matchAll(pattern)].map((match) => ({
    url: match[2] ? `/${match[2]}` : '/',
    module: `src/app/routes/${match[4]}.tsx`,
    // page() loads the page titles' catalogue too, unless told not to.
    catalogues: [
      ...(match[3] && !match[6] ? ['pages'] : []),
      ...[...(match[5] ?? '').matchAll(/'([^']+)'/g)].map((name) => name[1]),
    ],
  }));
}

/** A chunk and everything it imports statically: what the browser must fetch to run it. */
function closure(manifest, key, seen) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) closure(manifest, child, seen);
  return seen;
}

/** The JavaScript files of a first visit to `route`, with their gzip bytes. */
export function firstVisit(build, route) {
  const { manifest } = build;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the build has no entry in its manifest');
  const keys = closure(manifest, entry, new Set());
  for (const started of manifest[entry].dynamicImports ?? []) closure(manifest, started, keys);
  if (manifest[route.module]) closure(manifest, route.module, keys);
  for (const name of route.catalogues) closure(manifest, `src/locales/en/${name}.json`, keys);
  const files = [...new Set([...keys].map((key) => manifest[key].file))];
  const sizes = files.map((file) => ({ file, gzip: build.gzipBytes(file) }));
  return { files: sizes, js: sizes.reduce((total, size) => total + size.gzip, 0) };
}

/**
 * Checks every public page's first visit against its budget and the heavy libraries. Prints a
 * table; returns the problems found (empty when all is well) and the sizes per route.
 */
export function checkFirstVisits(build = readBuild()) {
  const routes = routesOfRouter();
  const problems = [];
  const sizes = {};
  if (Object.keys(build.manifest).some((key) => key.includes('react-router/dist/development'))) {
    problems.push(
      "React Router's development build is in the bundle (see apps/web/vite.config.ts)",
    );
  }
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log('First-visit JavaScript of each public page (gzip):');
  console.log(`${'page'.padEnd(18)} ${'KB'.padStart(7)} ${'budget'.padStart(7)}`);
  for (const url of publicRoutes) {
    const route = routes.find((candidate) => candidate.url === url);
    if (!route) {
      problems.push(`${url} is not in the router any more: update the public pages' list`);
      continue;
    }
    const visit = firstVisit(build, route);
    sizes[url] = visit;
    const budget = url === '/' ? budgets.landing : budgets.public;
    const over = visit.js > budget * 1024;
    console.log(
      `${url.padEnd(18)} ${kb(visit.js).padStart(7)} ${String(budget).padStart(7)}${over ? '  OVER' : ''}`,
    );
    if (over) problems.push(`${url}: ${kb(visit.js)} KB gzip, over its ${budget} KB budget`);
    for (const { name, marker } of heavyLibraries) {
      const found = visit.files.filter(({ file }) => build.text(file).includes(marker));
      if (found.length > 0) {
        problems.push(`${url}: ${name} is part of its first visit (${found.map((f) => f.file)})`);
      }
    }
  }
  // Each marker must still find its library somewhere, or the check above would be blind.
  const allFiles = [...new Set(Object.values(build.manifest).map((chunk) => chunk.file))].filter(
    (file) => file.endsWith('.js'),
  );
  for (const { name, marker } of heavyLibraries) {
    if (!allFiles.some((file) => build.text(file).includes(marker))) {
      problems.push(`no chunk holds ${name} (looked for "${marker}"): the check is blind`);
    }
  }
  return { problems, sizes };
}
