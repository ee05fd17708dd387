// `npm run bench:finder`: seeds 10,000 screens into a fresh embedded database, starts the real
// service on it, and measures GET /api/leds/getAll with a typical location filter against a bare
// Node HTTP server answering the same bytes; then again as a browser asks (accept-encoding: br),
// against the ceiling answering the same brotli bytes. Options: --location, --connections,
// --duration, --log-level.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { openDatabase } from '../apps/api/src/db/client';
import { seedBench } from '../apps/api/src/db/seed-bench';

const { values: args } = parseArgs({
  options: {
    location: { type: 'string', default: 'Marina' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    'log-level': { type: 'string', default: 'warn' },
  },
});
const connections = Number(args.connections);
const duration = Number(args.duration);
const root = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function start(command: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, command, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/** The bytes as sent (fetch would decompress them). */
function getRaw(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };

async function measure(
  label: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Result> {
  process.stdout.write(`${label}: warming up… `);
  await autocannon({ url, connections, duration: 3, headers });
  process.stdout.write(`measuring ${duration} s at ${connections} connections… `);
  const result = await autocannon({ url, connections, duration, headers });
  console.log('done');
  if (result.errors || result.non2xx) {
    console.log(
      `  ${label}: ${result.errors} errors (${result.timeouts} timeouts), ${result.non2xx} non-2xx`,
    );
  }
  return result;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'screenspot-bench-'));
  try {
    console.log('Seeding 10,000 screens into a fresh embedded database…');
    const database = await openDatabase({ dataDir });
    await database.migrate();
    const totals = await seedBench(database, { screens: 10_000, customers: 1, orders: 0 });
    await database.close();
    console.log(`Database ready: ${totals.screens} screens.`);

    const port = await freePort();
    start(['--import', 'tsx', 'apps/api/src/server.ts'], {
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(24).toString('hex'),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: args['log-level'],
    });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`);
    const appUrl = `${base}/api/leds/getAll?location=${encodeURIComponent(args.location)}`;
    const { body } = await getRaw(appUrl);
    const rows = (JSON.parse(body.toString()) as unknown[]).length;
    console.log(`GET ${appUrl.slice(base.length)} → ${rows} screens, ${body.length} bytes`);

    const compressed = await getRaw(appUrl, browserHeaders);
    const brotliBody = compressed.body;
    if (compressed.headers['content-encoding'] !== 'br') throw new Error('no brotli answer');
    console.log(`  with accept-encoding br → ${brotliBody.length} bytes`);

    const bodyFile = path.join(dataDir, 'ceiling-body.json');
    const brotliFile = path.join(dataDir, 'ceiling-body.json.br');
    writeFileSync(bodyFile, body);
    writeFileSync(brotliFile, brotliBody);
    const ceiling = start(
      ['--import', 'tsx', 'scripts/bench-ceiling.ts', bodyFile, brotliFile],
      {},
    );
    const ceilingPort = await new Promise<number>((resolve) => {
      ceiling.stdout?.on('data', (chunk: Buffer) => {
        const match = /ceiling on (\d+)/.exec(chunk.toString());
        if (match) resolve(Number(match[1]));
      });
    });
    const ceilingUrl = `http://127.0.0.1:${ceilingPort}/`;

    const app = await measure('service', appUrl);
    const bare = await measure('ceiling', ceilingUrl);
    const appBrowser = await measure('service (br)', appUrl, browserHeaders);
    const bareBrowser = await measure('ceiling (br)', ceilingUrl, browserHeaders);

    const row = (name: string, r: Result) =>
      `${name.padEnd(14)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   p50 ${String(r.latency.p50).padStart(4)} ms`;
    const summary = (service: Result, ceilingResult: Result) => {
      const ratio = service.requests.average / ceilingResult.requests.average;
      const ok = ratio >= 0.5 && service.latency.p99 <= 50 && !service.errors && !service.non2xx;
      return `ratio ${ratio.toFixed(2)} (goal ≥ 0.5), service p99 ${service.latency.p99} ms (goal ≤ 50 ms): ${ok ? 'goal met' : 'goal NOT met'}`;
    };
    console.log('\nSame JSON bytes, no compression:');
    console.log(row('service', app));
    console.log(row('ceiling', bare));
    console.log(summary(app, bare));
    console.log('\nAs a browser asks (accept-encoding: gzip, deflate, br):');
    console.log(row('service', appBrowser));
    console.log(row('ceiling', bareBrowser));
    console.log(summary(appBrowser, bareBrowser));
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) =>
        child.exitCode === null ? new Promise((resolve) => child.on('exit', resolve)) : null,
      ),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
