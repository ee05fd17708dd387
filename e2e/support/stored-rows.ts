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

/** The id of the customer signed up with `email`. */
async function customerIdByEmail(query: Query, email: string): Promise<number> {
  const [row] = await query<{ id: number }>('select id from customers where email = $1', [email]);
  return row!.id;
}

/** A new campaign of a customer's, named: its id. */
async function insertCampaign(query: Query, customerId: number, name: string) {
  const [row] = await query<{ id: number }>(
    'insert into campaigns (customer_id, name) values ($1, $2) returning id',
    [customerId, name],
  );
  return row!.id;
}

/**
 * A paid order of the customer signed up with `customerEmail`, written with SQL, so no payment
 * provider or check job is needed to reach that state: its row, `spots` spots in each of its cells,
 * its stored video's checks passed and a permit from its first cell's date to its last; in a new
 * campaign when one is named. With `booked`, the row also carries the flight and the totals a
 * booking writes (dates, dayparts and spots from the cells), for pages that show them. Its id, its
 * campaign's and its customer's.
 */
export async function insertPaidOrder(
  query: Query,
  order: {
    customerEmail: string;
    campaignName?: string;
    screenId: number;
    priceCents: number;
    video: ReturnType<typeof storeVideo> & { durationMs: number; fileName: string };
    cells: { date: string; daypart: string }[];
    spots: number;
    booked?: { subtotalCents: number; vatCents: number; totalCents: number };
  },
): Promise<{ orderId: number; campaignId: number | null; customerId: number }> {
  const { video, cells, booked } = order;
  const customerId = await customerIdByEmail(query, order.customerEmail);
  const campaignId = order.campaignName
    ? await insertCampaign(query, customerId, order.campaignName)
    : null;
  const first = cells[0]!.date;
  const last = cells.at(-1)!.date;
  const flight = booked
    ? [first, last, JSON.stringify([...new Set(cells.map((cell) => cell.daypart))]), order.spots]
    : [null, null, null, null];
  const [row] = await query<{ id: number }>(
    `insert into orders (customer_id, campaign_id, screen_id, status_code, price_cents, video_key,
       video_content_type, video_bytes, video_duration_ms, video_file_name, flight_start,
       flight_end, dayparts, spots_per_loop, subtotal_cents, vat_cents, total_cents)
     values ($1, $2, $3, 2, $4, $5, 'video/mp4', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     returning id`,
    [
      customerId,
      campaignId,
      order.screenId,
      order.priceCents,
      video.videoKey,
      video.bytes.length,
      video.durationMs,
      video.fileName,
      ...flight,
      booked?.subtotalCents ?? null,
      booked?.vatCents ?? null,
      booked?.totalCents ?? null,
    ],
  );
  const orderId = row!.id;
  for (const cell of cells) {
    await query(
      `insert into order_cells (order_id, screen_id, date, daypart, spots) values ($1, $2, $3, $4, $5)`,
      [orderId, order.screenId, cell.date, cell.daypart, order.spots],
    );
  }
  await passChecks(query, orderId, video, video.durationMs);
  await addPermit(query, orderId, first, last);
  return { orderId, campaignId, customerId };
}
