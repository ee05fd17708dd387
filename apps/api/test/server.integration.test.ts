import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'screenspot-server-'));
  dirs.push(dataDir);
  const { DATABASE_URL: _ignored, ...parentEnv } = process.env;
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...parentEnv, DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('the service process', () => {
  it('refuses to start with a bad PORT and names it', async () => {
    const child = startServer({ PORT: 'abc' });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(/^Invalid configuration: PORT /);
  });

  it('finishes an in-flight request on SIGTERM, then exits', async () => {
    const child = startServer({ PORT: '0' });
    let log = '';
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        log += chunk;
        const match = /serving on http:\/\/[^:]+:(\d+)/.exec(log);
        if (match) resolve(Number(match[1]));
      });
      child.on('exit', () => reject(new Error(`server exited early:\n${log}`)));
    });
    expect(log).toContain('Demo operator: operator@screenspot.ae');
    // A first start says what it did, step by step, with each step's time (the logger writes
    // asynchronously, so its last line may follow the banner).
    while (!log.includes('start: started the service')) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const steps = log
      .split('\n')
      .filter((line) => line.includes('"msg":"start: '))
      .map((line) => JSON.parse(line) as { step: string; ms: number });
    expect(steps.map((step) => step.step)).toEqual([
      expect.stringMatching(/^opened the embedded database in /),
      'migrated the database',
      'seeded the screen catalogue',
      'started the service and its jobs',
    ]);
    for (const step of steps) expect(step.ms).toBeGreaterThanOrEqual(0);

    // A request whose body is still arriving when the signal comes.
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/slow',
          headers: { 'content-type': 'application/json', 'content-length': '13' },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write('{"slow":');
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end('true}'), 500);
      }, 300);
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const answer = await response;
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body).message).toBe('Not found: POST /api/slow');
    expect(await exited).toBe(0);
    expect(log).toContain('shutting down');
    // A ceiling, not a measure: the child compiles and boots the whole service with tsx, which on
    // a two-core machine running two suites at once has taken over a minute.
  }, 300_000);
});
