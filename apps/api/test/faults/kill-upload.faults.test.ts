import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../../../e2e/support/service';
import { makeVideo, multipartBody, scheduleParts } from '../videos';
import {
  createDatabase,
  registerAdvertiser,
  signIn,
  startUpload,
  storedFiles,
  waitFor,
} from './support';

// kill -9 of the service in the middle of an upload, then a restart on the same database and folder.
let database: Awaited<ReturnType<typeof createDatabase>>;
let dataDir: string;
const running: RunningService[] = [];

// One-second heartbeats: a stopped instance's temporary folder is stale after 3 s, not 90 s.
const env = () => ({
  DATABASE_URL: database.url,
  LOG_LEVEL: 'warn',
  UPLOAD_HEARTBEAT_SECONDS: '1',
});

beforeAll(async () => {
  database = await createDatabase('kill');
  dataDir = mkdtempSync(path.join(tmpdir(), 'screenspot-fault-kill-'));
});

afterAll(async () => {
  for (const service of running) await service.stop();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('service killed during an upload', () => {
  it('leaves no order row and no file for it once restarted', async () => {
    const first = await startService(env(), { dataDir });
    running.push(first);
    const advertiser = await registerAdvertiser(first.url);
    const cookie = await signIn(first.url, advertiser.email, advertiser.password);
    const video = makeVideo({ seconds: 3 });
    const body = multipartBody([
      { name: 'ledId', value: '1' },
      ...scheduleParts(),
      { name: 'video', filename: 'cut-short.mp4', contentType: 'video/mp4', data: video },
    ]);

    // Half the body: the service is streaming the video into its temporary folder.
    const upload = startUpload(first.url, cookie, body, Math.floor(body.payload.length / 2));
    await waitFor(
      () => storedFiles(dataDir).some((file) => file.startsWith('tmp/')),
      10_000,
      'the temporary file of the upload',
    );
    await first.kill();
    upload.abandon();

    // The crash left the temporary file behind: this is what the restart has to clean up.
    const left = storedFiles(dataDir);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/^tmp\/[^/]+\/[0-9a-f-]{36}$/);
    const crashedFolder = left[0]!.split('/')[1]!;

    const second = await startService(env(), { dataDir });
    running.push(second);
    const sweptAfterMs = await waitFor(
      () => storedFiles(dataDir).length === 0,
      15_000,
      'the sweep of the crashed upload',
    );
    console.log(`temporary file of the killed upload swept ${sweptAfterMs} ms after the restart`);

    // Neither the file, its folder, a final video, nor an order row remains.
    expect(storedFiles(dataDir)).toEqual([]);
    expect(readdirSync(path.join(dataDir, 'storage', 'tmp'))).not.toContain(crashedFolder);
    const rows = await database.query<{ count: number }>(
      'select count(*)::int as count from orders where customer_id = $1',
      [advertiser.id],
    );
    expect(rows[0]!.count).toBe(0);
    // The session outlived the crash (it is a row); the advertiser sees no order.
    const orders = await fetch(`${second.url}/api/order/getAll`, { headers: { cookie } });
    expect(orders.status).toBe(200);
    expect(await orders.json()).toEqual([]);

    // The restarted service takes the same upload whole.
    const retried = await startUpload(second.url, cookie, body, 0).finish();
    expect(retried.status).toBe(201);
    expect(storedFiles(dataDir)).toEqual([
      expect.stringMatching(/^videos\/[0-9a-f-]{36}\.mp4$/) as unknown as string,
    ]);
  });
});
