// npm run bench:web — what a first visit to each route downloads (gzip), then Lighthouse (mobile)
// on the landing page, the finder and a screen's details, sign-in, sign-up, contact and the
// account settings (signed in), against the real built service.
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startService } from '../e2e/support/service';
import { registerAdvertiser, signIn } from '../apps/api/test/faults/support';
import { chromiumArgs, findChromium } from './find-chromium.mjs';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');

if (!process.argv.includes('--no-build'))
  execSync('npm run build', { cwd: root, stdio: 'inherit' });

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const gzipBytes = (file: string) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** A chunk and everything it imports statically: what the browser must fetch to run it. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(child, seen);
  return seen;
}

function firstVisit(moduleKey: string | null) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const keys = closure(entryKey);
  if (moduleKey) closure(moduleKey, keys);
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    js.add(manifest[key]!.file);
    for (const file of manifest[key]!.css ?? []) css.add(file);
  }
  const sum = (files: Set<string>) =>
    [...files].reduce((total, file) => total + gzipBytes(file), 0);
  return { js: sum(js), css: sum(css), files: [...js] };
}

const routerSource = readFileSync(path.join(root, 'apps/web/src/app/router.tsx'), 'utf8');
const routes = [
  ...routerSource.matchAll(
    // `lazy: () => import(...)`, or `lazy: page(() => import(...), [catalogues])`.
    /(index: true|path: '([^']+)'),\s*lazy: (?:page\()?\(\) => import\('\.\/routes\/([^']+)'\)/g,
  ),
].map((match) => ({
  url: match[2] ? `/${match[2]}` : '/',
  key: `src/app/routes/${match[3]}.tsx`,
}));

console.log('\nFirst visit, gzip bytes (entry + route chunk + their static imports):');
console.log('route'.padEnd(28), 'JS'.padStart(9), 'CSS'.padStart(9));
const sizes: Record<string, { js: number; css: number; files: string[] }> = {};
for (const route of routes) {
  const size = firstVisit(manifest[route.key] ? route.key : null);
  sizes[route.url] = size;
  console.log(route.url.padEnd(28), String(size.js).padStart(9), String(size.css).padStart(9));
}
const landing = sizes['/']!;
const heavy = landing.files.filter((file) => /leaflet|admin|phone/i.test(file));
console.log(
  `\nLanding first-visit JS: ${(landing.js / 1024).toFixed(1)} KB gzip (budget 170 KB); ` +
    `map/console/phone chunks in it: ${heavy.length ? heavy.join(', ') : 'none'}`,
);

// The chart library (uPlot) belongs to the campaign report only: a chunk of its own, fetched when
// a report is shown, never on a first visit to the landing page or the finder.
const holdsChartLibrary = (file: string) =>
  file.endsWith('.js') &&
  (/uplot/i.test(file) || readFileSync(path.join(dist, file), 'utf8').includes('uplot'));
const chartChunks = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter(
  holdsChartLibrary,
);
if (chartChunks.length === 0)
  throw new Error('no chunk holds the chart library: the check is blind');
console.log(
  `Chart library in: ${chartChunks.map((file) => `${file} (${(gzipBytes(file) / 1024).toFixed(1)} KB gzip)`).join(', ')}`,
);
for (const url of ['/', '/upload']) {
  const found = sizes[url]!.files.filter(holdsChartLibrary);
  console.log(
    `Chart library on the first visit of ${url}: ${found.length ? found.join(', ') : 'absent'}`,
  );
  if (found.length > 0) {
    process.exitCode = 1;
    throw new Error(`the chart library is part of the first visit of ${url}`);
  }
}

/** Registers, confirms and signs in a customer through the API; returns the session cookie. */
async function signedInCookie(base: string): Promise<string> {
  const account = await registerAdvertiser(base);
  return signIn(base, account.email, account.password);
}

const service = await startService();
const chrome = await chromeLauncher.launch({
  chromePath: findChromium() ?? undefined,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
try {
  console.log('\nLighthouse (mobile preset):');
  console.log(
    'page'.padEnd(10),
    'perf'.padStart(5),
    'a11y'.padStart(5),
    'best'.padStart(5),
    'seo'.padStart(5),
    'LCP ms'.padStart(8),
    'CLS'.padStart(7),
    'TBT ms'.padStart(7),
  );
  const cookie = await signedInCookie(service.url);
  const only = process.argv.find((arg) => arg.startsWith('--pages='));
  const pages = only
    ? only.slice('--pages='.length).split(',')
    : ['/', '/upload', '/upload/1', '/signIn', '/signUp', '/contact', '/tab/settings'];
  const perfScores: Record<string, number> = {};
  for (const page of pages) {
    const signedIn = page.startsWith('/tab/');
    const run = () =>
      lighthouse(`${service.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        ...(signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
      });
    let result = await run();
    // Lighthouse sometimes fails to record the trace of a load (NO_NAVSTART): measure that page again.
    for (let retry = 0; retry < 2 && result?.lhr.runtimeError?.code === 'NO_NAVSTART'; retry++)
      result = await run();
    const lhr = result!.lhr;
    // `--json=DIR` keeps each page's full report, for reading what an audit found.
    const jsonDir = process.argv.find((arg) => arg.startsWith('--json='))?.slice('--json='.length);
    if (jsonDir) {
      mkdirSync(jsonDir, { recursive: true });
      writeFileSync(
        path.join(jsonDir, `${page.replace(/\W+/g, '_') || 'root'}.json`),
        JSON.stringify(lhr),
      );
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    perfScores[page] = score('performance');
    if (lhr.runtimeError)
      console.log(`  ${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.log(
      page.padEnd(14),
      String(score('performance')).padStart(5),
      String(score('accessibility')).padStart(5),
      String(score('best-practices')).padStart(5),
      String(score('seo')).padStart(5),
      audit('largest-contentful-paint').toFixed(0).padStart(8),
      audit('cumulative-layout-shift').toFixed(3).padStart(7),
      audit('total-blocking-time').toFixed(0).padStart(7),
    );
    // Name the elements that moved, so a layout shift can be traced to its cause.
    const shifts = (lhr.audits['layout-shifts']?.details as { items?: unknown[] } | undefined)
      ?.items as { score?: number; node?: { selector?: string } }[] | undefined;
    for (const shift of (shifts ?? []).slice(0, 3)) {
      console.log(`  shift ${shift.score?.toFixed(3)}: ${shift.node?.selector ?? '?'}`);
    }
    for (const [id, category] of Object.entries(lhr.categories)) {
      if ((category.score ?? 1) >= (id === 'performance' ? 1 : 0.9)) continue;
      const failing = category.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter(
          (a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative',
        )
        .map((a) => a!.id);
      console.log(`  ${id} ${score(id)}: ${failing.slice(0, 8).join(', ')}`);
    }
  }
  const goal = (page: string) => (page === '/' ? 100 : 95);
  const missed = pages.filter((page) => perfScores[page]! < goal(page));
  console.log(
    `\nGoal: performance 100 on /, at least 95 elsewhere: ` +
      (missed.length ? `NOT met on ${missed.join(', ')}` : 'met on every page'),
  );
} finally {
  chrome.kill();
  await service.stop();
}
