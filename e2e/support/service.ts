import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type RunningService = {
  url: string;
  dataDir: string;
  pid: number;
  /** SIGTERM, then removes the data folder if this call made it. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash: nothing is cleaned up, the data folder stays. */
  kill(): Promise<void>;
};

export type StartOptions = {
  /** Use this data folder (shared by several instances, or kept across a restart) and keep it. */
  dataDir?: string;
  /** Moves the service's wall clock by this much (see shifted-clock.mjs). */
  clockShiftMs?: number;
};

const root = path.resolve(import.meta.dirname, '..', '..');

/** Starts the real built service on a free port with its own temporary data folder. */
export async function startService(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningService> {
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'screenspot-e2e-'));
  const { DATABASE_URL: _ignored, ...parentEnv } = process.env;
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(options.clockShiftMs ? ['--import', './e2e/support/shifted-clock.mjs'] : []),
      '--enable-source-maps',
      // The compiled service, as `npm start` serves it (`npm run test:e2e` builds it first).
      'apps/api/dist/server.js',
    ],
    {
      cwd: root,
      env: {
        ...parentEnv,
        NODE_ENV: 'development',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        // Test helpers stand in for many advertisers: they name their address the way a proxy would.
        TRUST_PROXY: '127.0.0.1',
        SCREENSPOT_TEST_CLOCK_SHIFT_MS: String(options.clockShiftMs ?? 0),
        // Every test makes its own accounts: argon2id at a test cost (never allowed in production).
        PASSWORD_HASH_COST: 'test',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    // A fresh service creates, migrates and seeds its database: about 25 s of CPU, which on a
    // two-core machine busy with other suites (CI runs the PostgreSQL suite beside) can take minutes.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`service did not start:\n${log}`));
    }, 180_000);
    let started = false;
    child.stdout?.on('data', (chunk: Buffer) => {
      // Keep draining stdout after start so the service never blocks on a full pipe.
      if (started) return;
      log += chunk.toString();
      const match = /serving on (http:\/\/localhost:\d+)/.exec(log);
      if (match) {
        started = true;
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.on('exit', (code) => reject(new Error(`service exited (${code}):\n${log}`)));
  });
  // A caller that dies (a crashed bench, an interrupted test run) must not leave the service running.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  child.once('exit', () => process.off('exit', orphanGuard));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill(signal);
    await exited;
  };
  return {
    url,
    dataDir,
    pid: child.pid!,
    stop: async () => {
      await end('SIGTERM');
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    kill: () => end('SIGKILL'),
  };
}
