// Runs the curl walkthrough of docs/api.md against a freshly started service: every ```sh block,
// in order, in one bash with `set -euo pipefail`, so a guide that no longer matches the API fails.
// The service runs in development mode on its own port and an empty data folder, and is stopped
// afterwards. Needs curl, jq and ffmpeg (scripts/ensure-ffmpeg.mjs installs ffmpeg).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const guide = readFileSync(path.join(root, 'docs/api.md'), 'utf8');
const blocks = [...guide.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
if (blocks.length < 5) throw new Error(`docs/api.md has ${blocks.length} sh blocks; expected more`);

const port = Number(process.env.GUIDE_PORT ?? 3190);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'screenspot-guide-'));
// The compiled service, as `npm start` serves it; compiling takes under a second.
const compiled = spawnSync(process.execPath, ['scripts/build-api.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
if (compiled.status !== 0) throw new Error('compiling the API failed');
const service = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: root,
  env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
let log = '';
service.stdout.on('data', (chunk) => (log += chunk));
service.stderr.on('data', (chunk) => (log += chunk));

function stop() {
  try {
    process.kill(-service.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

let failed = true;
try {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (service.exitCode !== null) throw new Error('the service exited before it answered');
    const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(3000) })
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the service did not answer within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const script = ['set -euo pipefail', `BASE=${base}`, ...blocks].join('\n');
  // The guide's temporary files (its cookie jar) go in the data folder, removed below.
  const run = spawnSync('bash', ['-c', script], {
    cwd: root,
    env: { ...process.env, TMPDIR: dataDir },
    stdio: 'inherit',
    timeout: 180_000,
  });
  if (run.status !== 0)
    throw new Error(`the walkthrough failed (exit ${run.status ?? run.signal})`);
  failed = false;
  console.log(`api-guide-check: ok (${blocks.length} blocks of docs/api.md against ${base})`);
} catch (error) {
  console.error(`api-guide-check: FAILED: ${error.message}\n---- service log ----\n${log}`);
} finally {
  stop();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(failed ? 1 : 0);
}
