import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
});
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// `npm run serve` runs the compiled server; `npm run build` (or CI, before its suites) compiles
// it, and a checkout that has not is compiled here (under a second).
beforeAll(async () => {
  if (!existsSync(path.join(root, 'apps/api/dist/server.js'))) {
    await run('npm', ['run', 'build:api'], { cwd: root });
  }
}, 120_000);

/**
 * `npm run serve` (the second half of `npm start`) as a fresh shell runs it: nothing in the
 * environment but PATH and HOME, plus a free port and a data folder of its own.
 */
function serve(env: Record<string, string> = {}) {
  const child = spawn('npm', ['run', 'serve'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: tempDir('screenspot-start-'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /serving on (http:\/\/localhost:\d+)/.exec(log);
      if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
    });
    void exited.then((code) => reject(new Error(`exited with ${code}:\n${log}`)));
  });
  listening.catch(() => {});
  return { log: () => log, listening, exited };
}

describe('npm start with nothing set', () => {
  it('runs in development: banner says so, demo operator printed, dev outbox answers', async () => {
    const service = serve();
    const base = await service.listening;
    expect(service.log()).toMatch(/Demo operator: \S+@\S+ \/ \S+/);
    expect(service.log()).toMatch(/serving on http:\/\/localhost:\d+ in development mode/);

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    const outbox = await fetch(`${base}/api/dev/outbox`);
    expect(outbox.status).toBe(200);
  }, 120_000);
});

describe('production is an explicit choice', () => {
  it('refuses to start without SESSION_SECRET and names it', async () => {
    const service = serve({ NODE_ENV: 'production' });
    expect(await service.exited).not.toBe(0);
    expect(service.log()).toContain('Invalid configuration: SESSION_SECRET is required');
  }, 120_000);

  it('with a secret: banner says production, no demo operator, no dev routes', async () => {
    const service = serve({ NODE_ENV: 'production', SESSION_SECRET: 'a-long-enough-secret-1' });
    const base = await service.listening;
    expect(service.log()).toMatch(/serving on http:\/\/localhost:\d+ in production mode/);
    expect(service.log()).not.toContain('Demo operator');
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/api/dev/outbox`)).status).toBe(404);
  }, 120_000);
});

describe('the web bundle', () => {
  const check = (dist: string) =>
    run(process.execPath, [path.join(root, 'scripts/check-web-dist.mjs'), dist]).then(
      () => 0,
      (error: { code?: number }) => error.code ?? 1,
    );

  it('the check refuses a bundle carrying React development code', async () => {
    const dist = tempDir('screenspot-dist-');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets/index.js'), 'const a = 1;');
    expect(await check(dist)).toBe(0);
    writeFileSync(path.join(dist, 'assets/chunk.js'), 'export const x = jsxDEV("div", {});');
    expect(await check(dist)).toBe(1);
  });

  it('is a production build even when built under NODE_ENV=development', async () => {
    const dist = tempDir('screenspot-dist-');
    // The web workspace's own Vite, wherever npm placed it.
    const vite = path.join(
      path.dirname(
        createRequire(path.join(root, 'apps/web/package.json')).resolve('vite/package.json'),
      ),
      'bin/vite.js',
    );
    await run(
      process.execPath,
      [vite, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: path.join(root, 'apps/web'),
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          NODE_ENV: 'development',
        },
      },
    );
    expect(await check(dist)).toBe(0);
  }, 180_000);
});
