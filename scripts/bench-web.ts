// npm run bench:web — what a first visit to each route downloads (gzip), then Lighthouse (mobile)
// on the landing page, the finder and a screen's details, sign-in, sign-up, contact and the
// account settings (signed in), against the real built service.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startService } from '../e2e/support/service';
import { registerAdvertiser, signIn } from '../apps/api/test/faults/support';
import { chromiumArgs, findChromium } from './find-chromium.mjs';
import { checkFirstVisits, firstVisit, readBuild, routesOfRouter } from './first-visit.mjs';

const root = path.resolve(import.meta.dirname, '..');

if (!process.argv.includes('--no-build'))
  execSync('npm run build', { cwd: root, stdio: 'inherit' });

// Bytes first (scripts/first-visit.mjs, the same check CI runs): every route of the router, then
// the public pages against their budgets. An overrun fails the run, after Lighthouse has reported.
const build = readBuild();
console.log('\nFirst visit of every route, JavaScript gzip KB (entry, app, screen, catalogues):');
for (const route of routesOfRouter()) {
  const visit = firstVisit(build, route);
  console.log(route.url.padEnd(28), (visit.js / 1024).toFixed(1).padStart(7));
}
console.log();
const { problems: overruns } = checkFirstVisits(build);
for (const problem of overruns) console.log(`  OVER BUDGET: ${problem}`);
if (overruns.length > 0) process.exitCode = 1;

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
  if (missed.length > 0) process.exitCode = 1;
} finally {
  chrome.kill();
  await service.stop();
}
