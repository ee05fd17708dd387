import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeVideo, orderUploadBody } from '../videos';
import { useServiceSite } from './service-site';
import { registerAdvertiser, signIn, startUpload, storedFiles, waitFor } from './support';

// kill -9 of the service in the middle of an upload, then a restart on the same database and folder.
const site = useServiceSite('kill');
// One-second heartbeats: a stopped instance's temporary folder is stale after 3 s, not 90 s.
const env = { UPLOAD_HEARTBEAT_SECONDS: '1' };

describe('service killed during an upload', () => {
  it('leaves no order row and no file for it once restarted', async () => {
    const first = await site.start(env);
    const advertiser = await registerAdvertiser(first.url);
    const cookie = await signIn(first.url, advertiser.email, advertiser.password);
    const video = makeVideo({ seconds: 3 });
    const body = orderUploadBody(1, video, 'cut-short.mp4');

    // Half the body: the service is streaming the video into its temporary folder.
    const upload = startUpload(first.url, cookie, body, Math.floor(body.payload.length / 2));
    await waitFor(
      () => storedFiles(site.dataDir).some((file) => file.startsWith('tmp/')),
      10_000,
      'the temporary file of the upload',
    );
    await first.kill();
    upload.abandon();

    // The crash left the temporary file behind: this is what the restart has to clean up.
    const left = storedFiles(site.dataDir);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/^tmp\/[^/]+\/[0-9a-f-]{36}$/);
    const crashedFolder = left[0]!.split('/')[1]!;

    const second = await site.start(env);
    const sweptAfterMs = await waitFor(
      () => storedFiles(site.dataDir).length === 0,
      15_000,
      'the sweep of the crashed upload',
    );
    console.log(`temporary file of the killed upload swept ${sweptAfterMs} ms after the restart`);

    // Neither the file, its folder, a final video, nor an order row remains.
    expect(storedFiles(site.dataDir)).toEqual([]);
    expect(readdirSync(path.join(site.dataDir, 'storage', 'tmp'))).not.toContain(crashedFolder);
    const rows = await site.database.query<{ count: number }>(
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
    expect(storedFiles(site.dataDir)).toEqual([
      expect.stringMatching(/^videos\/[0-9a-f-]{36}\.mp4$/) as unknown as string,
    ]);
  });
});
