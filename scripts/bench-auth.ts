// `npm run bench:auth`: starts the real service on a fresh embedded database and measures sign-in
// latency (p50/p95 of sequential sign-ins) idle, then while 64 clients flood sign-up with new
// accounts from distinct addresses (each sign-up hashes a password). Goal: the loaded p95 within 3×
// the idle p95, since hashing runs behind a gate that serves sign-in first.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { numberOptions } from './bench-options';

const { samples, flood: floodClients } = numberOptions({ samples: 40, flood: 64 });
const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'screenspot-bench-auth-'));

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The flood names its clients' addresses, as a proxy would.
    TRUST_PROXY: '127.0.0.1',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});

const base = await new Promise<string>((resolve, reject) => {
  let log = '';
  const timer = setTimeout(() => reject(new Error(`service did not start:\n${log}`)), 120_000);
  child.stdout!.on('data', (chunk: Buffer) => {
    log += chunk.toString();
    const match = /serving on (http:\/\/localhost:\d+)/.exec(log);
    if (match) {
      clearTimeout(timer);
      resolve(match[1]!);
    }
  });
});

let sequence = 0;
const address = () => {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
};
const form = (body: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    origin: base,
    ...headers,
  },
  body: new URLSearchParams(body).toString(),
});
const signUp = () => {
  sequence += 1;
  const id = `${process.pid}-${sequence}`;
  return {
    companyName: 'Bench Media',
    name: 'Bench',
    surname: 'Runner',
    email: `bench-${id}@example.com`,
    phoneNumber: `+97150${String(1_000_000 + sequence).slice(-7)}`,
    password: 'Billboard#2024',
    passwordConfirm: 'Billboard#2024',
    agreeWithTerms: 'true',
  };
};

async function codeFor(to: string): Promise<string> {
  const messages = (await (await fetch(`${base}/api/dev/outbox?limit=200`)).json()) as {
    to: string;
    code: string | null;
  }[];
  return messages.find((m) => m.to === to && m.code)!.code!;
}

// One confirmed account to sign in with.
const account = signUp();
const registered = await fetch(
  `${base}/api/register`,
  form(account, { 'x-forwarded-for': address() }),
);
const { userId } = (await registered.json()) as { userId: number };
const confirmed = await fetch(
  `${base}/api/register/confirm`,
  form({
    customerId: String(userId),
    otpEmail: await codeFor(account.email),
    otpMobile: await codeFor(account.phoneNumber),
  }),
);
if (!confirmed.ok) throw new Error(`could not confirm: ${await confirmed.text()}`);

async function signInLatencies(): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    const res = await fetch(
      `${base}/api/login`,
      form({ username: account.email, password: account.password }),
    );
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

await signInLatencies(); // warm-up
const idle = await signInLatencies();

let flooding = true;
let signUps = 0;
let refused = 0;
const flood = Array.from({ length: floodClients }, async () => {
  while (flooding) {
    const res = await fetch(
      `${base}/api/register`,
      form(signUp(), { 'x-forwarded-for': address() }),
    );
    await res.arrayBuffer();
    if (res.ok) signUps += 1;
    else refused += 1;
  }
});
await new Promise((resolve) => setTimeout(resolve, 1000));
const floodStarted = performance.now();
const loaded = await signInLatencies();
const floodSeconds = (performance.now() - floodStarted) / 1000;
flooding = false;
await Promise.all(flood);

const idleP95 = percentile(idle, 95);
const loadedP95 = percentile(loaded, 95);
console.log(
  `sign-in idle:   p50 ${percentile(idle, 50).toFixed(1)} ms, p95 ${idleP95.toFixed(1)} ms`,
);
console.log(
  `sign-in loaded: p50 ${percentile(loaded, 50).toFixed(1)} ms, p95 ${loadedP95.toFixed(1)} ms ` +
    `(${floodClients} clients signing up: ${signUps} accounts made, ${refused} refused, ` +
    `${(signUps / floodSeconds).toFixed(1)} sign-ups/s)`,
);
console.log(`ratio loaded/idle p95: ${(loadedP95 / idleP95).toFixed(2)}× (goal ≤ 3×)`);

child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
