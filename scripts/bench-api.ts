// npm run bench:api — a realistic mix at 50 connections for 30 s on the embedded database and on
// PostgreSQL (when DATABASE_URL or 127.0.0.1:5432 answers), then a soak printing the service's RSS.
// Options: --duration=30 --soak=300 --connections=50 --only=pglite|postgres --no-soak
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { benchPassword, seedBench } from '../apps/api/src/db/seed-bench';
import { startService, type RunningService } from '../e2e/support/service';
import { rssMb } from './bench-stats';

/** `--name=value` or `--name value`. */
function arg(name: string, fallback: string): string {
  const args = process.argv.slice(2);
  const joined = args.find((a) => a.startsWith(`--${name}=`));
  if (joined) return joined.slice(name.length + 3);
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] && !args[at + 1]!.startsWith('--') ? args[at + 1]! : fallback;
}
const duration = Number(arg('duration', '30'));
const soakSeconds = process.argv.includes('--no-soak') ? 0 : Number(arg('soak', '300'));
const connections = Number(arg('connections', '50'));
const only = arg('only', '');

type Endpoint = { name: string; path: string; share: number; signedIn: boolean };

const endpoints: Endpoint[] = [
  { name: 'session check', path: '/api/authenticated/customer', share: 0.15, signedIn: true },
  {
    name: 'finder (filters)',
    path: '/api/leds/getAll?location=marina&size=50',
    share: 0.25,
    signedIn: false,
  },
  { name: 'one screen', path: '/api/leds?ledId=7', share: 0.15, signedIn: false },
  { name: 'screen image', path: '/api/files?ledId=7', share: 0.15, signedIn: false },
  { name: 'own orders', path: '/api/order/getAll?page=0&size=100', share: 0.15, signedIn: true },
  { name: 'notifications', path: '/api/notification/getAll', share: 0.15, signedIn: true },
];

// What a browser sends with every API call: the finder's answer then travels compressed, as it does
// for real visitors (26.6 kB of JSON becomes about 2 kB).
const browserHeaders = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: benchPassword }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function runMix(service: RunningService, cookies: string[], seconds: number, print: boolean) {
  const results = await Promise.all(
    endpoints.map((endpoint, index) =>
      autocannon({
        url: `${service.url}${endpoint.path}`,
        connections: Math.max(1, Math.round(connections * endpoint.share)),
        duration: seconds,
        headers: endpoint.signedIn
          ? { ...browserHeaders, cookie: cookies[index % cookies.length]! }
          : browserHeaders,
      }),
    ),
  );
  if (print) {
    console.log(
      'endpoint'.padEnd(20),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'errors'.padStart(7),
      'non-2xx'.padStart(8),
    );
    endpoints.forEach((endpoint, index) => {
      const r = results[index]!;
      console.log(
        endpoint.name.padEnd(20),
        r.requests.average.toFixed(0).padStart(8),
        String(r.latency.p50).padStart(8),
        String(r.latency.p99).padStart(8),
        String(r.errors + r.timeouts).padStart(7),
        String(r.non2xx).padStart(8),
      );
    });
  }
  return results;
}

type Summary = { label: string; errors: number; worstP99: number; rssGrowth: number | null };

async function benchOn(label: string, env: Record<string, string>): Promise<Summary> {
  console.log(`\n== ${label}: seeding 10,000 screens and 100,000 orders`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'screenspot-bench-'));
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  await database.migrate();
  const totals = await seedBench(database);
  await database.close();
  console.log(
    `   ${totals.screens} screens, ${totals.orders} orders, ${totals.notifications} notifications`,
  );
  const service = await startService(
    {
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-session-secret-0123456789',
      ...env,
      LOG_LEVEL: 'warn',
    },
    { dataDir },
  );
  const summary: Summary = { label, errors: 0, worstP99: 0, rssGrowth: null };
  try {
    // Three sign-ins, all good: the per-address limit counts failures only, so it never trips.
    const cookies = await Promise.all(
      [1, 2, 3].map((n) => signIn(service.url, `bench${n}@example.com`)),
    );
    console.log(
      `== ${label}: mix at ${connections} connections for ${duration} s (load average ${load()})`,
    );
    const results = await runMix(service, cookies, duration, true);
    summary.errors = results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
    summary.worstP99 = Math.max(...results.map((r) => r.latency.p99));
    console.log(`   load average after: ${load()}`);
    if (soakSeconds > 0) {
      const before = rssMb(service.pid);
      console.log(`== ${label}: soak for ${soakSeconds} s; RSS at start ${before.toFixed(1)} MB`);
      const soak = await runMix(service, cookies, soakSeconds, false);
      const after = rssMb(service.pid);
      summary.rssGrowth = ((after - before) / before) * 100;
      const requests = soak.reduce((sum, r) => sum + r.requests.total, 0);
      const failed = soak.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
      console.log(
        `   RSS at end ${after.toFixed(1)} MB (growth ${summary.rssGrowth.toFixed(1)} %); ` +
          `${requests} requests, ${failed} errors; load average ${load()}`,
      );
      summary.errors += failed;
    }
  } finally {
    await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return summary;
}

/** One statement on a short-lived admin connection; none is held open while the mix runs. */
async function adminQuery(admin: string, statement: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3000 });
  // A server restart while connected must not crash the bench (unhandled 'error').
  client.on('error', () => {});
  try {
    await client.connect();
  } catch {
    return false;
  }
  try {
    await client.query(statement);
    return true;
  } finally {
    await client.end().catch(() => {});
  }
}

async function postgresUrl(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `screenspot_bench_${process.pid}`;
  if (!(await adminQuery(admin, `create database ${name}`))) return null;
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await adminQuery(admin, `drop database if exists ${name} with (force)`);
    },
  };
}

const summaries: Summary[] = [];
if (only !== 'postgres') summaries.push(await benchOn('PGlite (embedded)', {}));
if (only !== 'pglite') {
  const database = await postgresUrl();
  if (!database) console.log('\nPostgreSQL does not answer; skipped.');
  else {
    try {
      summaries.push(await benchOn('PostgreSQL', { DATABASE_URL: database.url }));
    } finally {
      await database.drop();
    }
  }
}

console.log('\nGoals: 0 errors; p99 <= 100 ms on PostgreSQL; RSS growth <= 10 % over the soak');
for (const s of summaries) {
  const p99Goal = s.label === 'PostgreSQL' ? (s.worstP99 <= 100 ? 'met' : 'missed') : 'no goal';
  const rss =
    s.rssGrowth === null
      ? 'no soak'
      : `RSS ${s.rssGrowth.toFixed(1)} % (${s.rssGrowth <= 10 ? 'met' : 'missed'})`;
  console.log(
    `${s.label.padEnd(18)} errors ${s.errors} (${s.errors === 0 ? 'met' : 'missed'}); ` +
      `worst p99 ${s.worstP99} ms (${p99Goal}); ${rss}`,
  );
}
