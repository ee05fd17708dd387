// npm run bench:upload — 10 concurrent 50 MB video uploads to the service (POST /api/order), compared
// in the same run with a bare Node server that streams the same request bodies to disk. Prints the
// throughput of both, their ratio and the service's peak RSS growth. Goals: ratio >= 0.5, RSS <= 150 MB.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const root = path.resolve(import.meta.dirname, '..');
const concurrency = 10;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const maxVideoBytes = 50 * 1024 * 1024;
const goals = { ratio: 0.5, rssMb: 150 };
const work = mkdtempSync(path.join(tmpdir(), 'screenspot-bench-upload-'));
const mb = (bytes) => bytes / (1024 * 1024);

/** A real MP4 with its movie header last (as cameras write it), padded with a `free` box to 50 MB. */
function makeVideo(seconds) {
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-ffmpeg.mjs')], {
    stdio: 'ignore',
  });
  const file = path.join(work, 'source.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
    ...['-i', 'testsrc2=size=640x360:rate=25', '-t', String(seconds)],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file],
  ]);
  const source = readFileSync(file);
  const boxes = [];
  for (let pos = 0; pos < source.length;) {
    const size = source.readUInt32BE(pos);
    boxes.push({
      type: source.toString('latin1', pos + 4, pos + 8),
      bytes: source.subarray(pos, pos + size),
    });
    pos += size;
  }
  // Padding goes before moov: the media data's offsets stay valid.
  const padding = Buffer.alloc(maxVideoBytes - source.length);
  padding.writeUInt32BE(padding.length, 0);
  padding.write('free', 4, 'latin1');
  const moov = boxes.findIndex((box) => box.type === 'moov');
  const parts = boxes.map((box) => box.bytes);
  parts.splice(moov, 0, padding);
  return Buffer.concat(parts);
}

/** One evening spot on a day 3 to 92 days out (Dubai), a new random day per upload. */
function scheduleFields() {
  const day = new Date(Date.now() + (4 + 24 * (3 + Math.floor(Math.random() * 90))) * 3_600_000)
    .toISOString()
    .slice(0, 10);
  return { startDate: day, endDate: day, dayparts: 'evening', spotsPerLoop: '1' };
}

function multipart(ledId, video) {
  const boundary = `----screenspotbench${Date.now()}`;
  const field = (name, value) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    // Every upload books its own schedule, so the same head cannot be sent twice.
    head: () =>
      Buffer.from(
        field('ledId', ledId) +
          Object.entries(scheduleFields())
            .map(([name, value]) => field(name, value))
            .join('') +
          `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="ad.mp4"\r\n` +
          'Content-Type: video/mp4\r\n\r\n',
      ),
    video,
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
  };
}

function post(port, pathName, body, headers) {
  const head = body.head();
  const length = head.length + body.video.length + body.tail.length;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: pathName,
        headers: { ...headers, 'content-type': body.contentType, 'content-length': length },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, text, length }));
      },
    );
    req.on('error', reject);
    req.write(head);
    req.write(body.video);
    req.end(body.tail);
  });
}

/** Runs `concurrency` uploads at once; answers MB/s over the whole batch. */
async function batch(port, pathName, body, headers, expectStatus) {
  const started = process.hrtime.bigint();
  const results = await Promise.all(
    Array.from({ length: concurrency }, (_, i) =>
      post(port, pathName, body, typeof headers === 'function' ? headers(i) : headers),
    ),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  for (const result of results) {
    if (result.status !== expectStatus) {
      throw new Error(`${pathName} answered ${result.status}: ${result.text.slice(0, 200)}`);
    }
  }
  const bytes = results.reduce((sum, result) => sum + result.length, 0);
  return mb(bytes) / seconds;
}

function startBareServer(dir) {
  let count = 0;
  const server = http.createServer(async (req, res) => {
    count += 1;
    try {
      await pipeline(req, createWriteStream(path.join(dir, `upload-${count}`)));
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
    } catch {
      res.writeHead(400).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function startService(dataDir) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/api/test/bench-upload-service.ts'],
    {
      cwd: root,
      env: { ...env, NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ child, ...JSON.parse(line) });
    });
    child.on('exit', (code) => reject(new Error(`the service exited (${code}):\n${out}`)));
  });
}

/** Resident set size of a process in bytes (Linux /proc; `ps` elsewhere). */
function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
  } catch {
    return (
      Number(
        execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
          .toString()
          .trim(),
      ) * 1024
    );
  }
}

/** CPU seconds (user + system) a process has used so far (Linux only; null elsewhere). */
function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Removes the uploads of the last batch and flushes the disk, so each batch starts level. */
function emptyDir(dir) {
  for (const name of readdirSync(dir))
    rmSync(path.join(dir, name), { recursive: true, force: true });
  try {
    execFileSync('sync');
  } catch {
    // No sync command (Windows): batches then share the disk's write-back as it comes.
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const bareDir = mkdtempSync(path.join(work, 'bare-'));
const serviceDir = mkdtempSync(path.join(work, 'service-'));
let service;
let bare;
try {
  service = await startService(serviceDir);
  const video = makeVideo(Math.min(10, service.maxSeconds - 1));
  const body = multipart(service.ledId, video);
  bare = await startBareServer(bareDir);
  const barePort = bare.address().port;
  const videosDir = path.join(serviceDir, 'storage', 'videos');

  const baseline = rssOf(service.child.pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(service.child.pid));
  }, 20);

  console.log(
    `Uploading ${concurrency} × ${mb(video.length).toFixed(1)} MB at once, ${rounds} rounds each (after a warm-up)…`,
  );
  // One advertiser per concurrent upload: an account may have only two on their way at once.
  const serviceHeaders = (i) => ({ cookie: service.cookies[i % service.cookies.length] });
  await batch(barePort, '/upload', body, {}, 201);
  await batch(service.port, '/api/order', body, serviceHeaders, 201);
  const bareRates = [];
  const serviceRates = [];
  const cpuBefore = cpuSecondsOf(service.child.pid);
  for (let round = 0; round < rounds; round += 1) {
    emptyDir(bareDir);
    emptyDir(videosDir);
    bareRates.push(await batch(barePort, '/upload', body, {}, 201));
    emptyDir(bareDir);
    serviceRates.push(await batch(service.port, '/api/order', body, serviceHeaders, 201));
    emptyDir(videosDir);
  }
  clearInterval(sampler);
  const cpuAfter = cpuSecondsOf(service.child.pid);

  const bareRate = median(bareRates);
  const serviceRate = median(serviceRates);
  const ratio = serviceRate / bareRate;
  const growth = mb(peak - baseline);
  const verdict = (ok) => (ok ? 'goal met' : 'GOAL MISSED');
  console.log('');
  console.log('target                      throughput (median)   rounds');
  console.log(
    `bare Node server → disk     ${bareRate.toFixed(0).padStart(6)} MB/s          ${bareRates.map((r) => r.toFixed(0)).join(', ')}`,
  );
  console.log(
    `ScreenSpot POST /api/order  ${serviceRate.toFixed(0).padStart(6)} MB/s          ${serviceRates.map((r) => r.toFixed(0)).join(', ')}`,
  );
  console.log('');
  console.log(
    `ratio service / bare:        ${ratio.toFixed(2)}  (goal ≥ ${goals.ratio}: ${verdict(ratio >= goals.ratio)})`,
  );
  console.log(
    `service peak RSS growth:     ${growth.toFixed(0)} MB (baseline ${mb(baseline).toFixed(0)} MB, peak ${mb(peak).toFixed(0)} MB; goal ≤ ${goals.rssMb} MB: ${verdict(growth <= goals.rssMb)})`,
  );
  if (cpuBefore !== null && cpuAfter !== null) {
    const gigabytes = (rounds * concurrency * video.length) / 1024 ** 3;
    console.log(
      `service CPU time:            ${((cpuAfter - cpuBefore) / gigabytes).toFixed(1)} s per GB uploaded`,
    );
  }
} finally {
  if (service?.child.exitCode === null) {
    const exited = new Promise((resolve) => service.child.on('exit', resolve));
    service.child.kill('SIGTERM');
    await exited;
  }
  bare?.close();
  rmSync(work, { recursive: true, force: true });
}
