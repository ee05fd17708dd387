import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { createDatabase } from './postgres';
import { makeVideoFile } from './videos';

type Query = Awaited<ReturnType<typeof createDatabase>>['query'];

/** A made video written into a service's storage folder, where a finished upload leaves one. */
export function storeVideo(dataDir: string, name: string, seconds: number) {
  const bytes = readFileSync(makeVideoFile(`${name}.mp4`, { seconds }));
  const videoKey = `videos/${name}-e2e-${Date.now()}.mp4`;
  mkdirSync(path.join(dataDir, 'storage', 'videos'), { recursive: true });
  writeFileSync(path.join(dataDir, 'storage', videoKey), bytes);
  return { bytes, videoKey, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** A screen's row, written with SQL: its id. */
export async function insertScreen(
  query: Query,
  screen: {
    name: string;
    location: string;
    latitude: number;
    longitude: number;
    priceCents: number;
    title: string;
    description: string;
    size: string;
    durationSeconds: number;
    loopSlots: number;
  },
): Promise<number> {
  const [row] = await query<{ id: number }>(
    `insert into screens (name, location, latitude, longitude, price_cents, title,
       description, size, media_type, duration_seconds, loop_slots, house_slots)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'LED', $9, $10, 0) returning id`,
    [
      screen.name,
      screen.location,
      screen.latitude,
      screen.longitude,
      screen.priceCents,
      screen.title,
      screen.description,
      screen.size,
      screen.durationSeconds,
      screen.loopSlots,
    ],
  );
  return row!.id;
}

/** The creative checks passed on an order's stored video. */
export async function passChecks(
  query: Query,
  orderId: number,
  video: { videoKey: string; sha256: string },
  durationMs: number,
) {
  await query(
    `insert into video_checks (order_id, video_key, status, sha256, duration_ms, checked_at)
     values ($1, $2, 'pass', $3, $4, now())`,
    [orderId, video.videoKey, video.sha256, durationMs],
  );
}

/**
 * The content permit an order's video carries, from one local date to another: every screen plays
 * only the booked days a permit covers (decision 0062).
 */
export async function addPermit(query: Query, orderId: number, validFrom: string, validTo: string) {
  await query(
    `insert into content_permits (order_id, number, authority, valid_from, valid_to)
     values ($1, $2, 'dm', $3, $4)`,
    [orderId, `DM-ADV-${orderId}`, validFrom, validTo],
  );
}
