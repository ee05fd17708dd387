import { randomUUID, webcrypto } from 'node:crypto';
import { cellStart, daypartIds, localDate } from '@screenspot/contracts/booking';
import type { Manifest, PlayRecord } from '@screenspot/contracts/player';
import { registerAdvertiser, signIn } from './support';

/**
 * Screens, paid orders and paired players made against a running service on PostgreSQL, for the
 * fault test and bench:plays. Rows the API has no route for (paid orders with passed checks) are
 * written with SQL; pairing goes through the API as a screen and an operator would.
 */
type Query = <T extends Record<string, unknown>>(sql: string, values?: unknown[]) => Promise<T[]>;

export type SimulatedScreen = { screenId: number; orderId: number };
export type SimulatedPlayer = SimulatedScreen & {
  token: string;
  itemToken: string;
  /** The player's Ed25519 key pair, when it registered one at pairing (decision 0049). */
  keys?: webcrypto.CryptoKeyPair;
};

/** An operator's session cookie: an advertiser registered through the API, promoted with SQL. */
export async function operatorCookie(baseUrl: string, query: Query): Promise<string> {
  const person = await registerAdvertiser(baseUrl);
  await query(`update customers set role = 'operator' where id = $1`, [person.id]);
  return signIn(baseUrl, person.email, person.password);
}

/** `count` screens, each with one paid order booked in every daypart from `fromDay` to `toDay`. */
export async function paidScreens(
  query: Query,
  count: number,
  options: { customerId: number; fromDay: number; toDay: number },
): Promise<SimulatedScreen[]> {
  const screens: SimulatedScreen[] = [];
  const now = Date.now();
  const dates: string[] = [];
  for (let day = options.fromDay; day <= options.toDay; day += 1) {
    dates.push(localDate(new Date(now + day * 86_400_000)));
  }
  for (let i = 0; i < count; i += 1) {
    const [screen] = await query<{ id: number }>(
      `insert into screens (name, location, latitude, longitude, price_cents, title,
         description, size, media_type, duration_seconds, loop_slots, house_slots)
       values ($1, 'Business Bay', 25.18, 55.27, 20000, 'Bay Avenue LED', 'Simulated screen',
         '1920x1080', 'LED', 15, 12, 0) returning id`,
      [`Simulated screen ${randomUUID().slice(0, 8)}`],
    );
    const [order] = await query<{ id: number }>(
      `insert into orders (customer_id, screen_id, status_code, price_cents, video_key,
         video_content_type, video_bytes, video_duration_ms, video_file_name)
       values ($1, $2, 2, 20000, $3, 'video/mp4', 1024, 5000, 'ad.mp4') returning id`,
      [options.customerId, screen!.id, `videos/simulated-${randomUUID()}.mp4`],
    );
    await query(
      `insert into order_cells (order_id, screen_id, date, daypart, spots)
       select $1, $2, d::date, p, 1 from unnest($3::text[]) d, unnest($4::text[]) p`,
      [order!.id, screen!.id, dates, [...daypartIds]],
    );
    // The content permit its days need to play (decision 0062).
    await query(
      `insert into content_permits (order_id, number, authority, valid_from, valid_to, recorded_by)
       values ($1, $2, 'dm', $3::date, $4::date, $5)`,
      [order!.id, `DM-ADV-${order!.id}`, dates[0], dates.at(-1), options.customerId],
    );
    await query(
      `insert into video_checks (order_id, video_key, status, sha256, duration_ms, checked_at)
       select id, video_key, 'pass', repeat('ab', 32), 5000, now() from orders where id = $1`,
      [order!.id],
    );
    screens.push({ screenId: screen!.id, orderId: order!.id });
  }
  return screens;
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/**
 * Pairs one player per screen through the API and reads its item token from the manifest; with
 * `signing`, each makes an Ed25519 key pair and registers its public key with the claim.
 */
export async function pairPlayers(
  baseUrl: string,
  cookie: string,
  screens: SimulatedScreen[],
  options: { signing?: boolean } = {},
): Promise<SimulatedPlayer[]> {
  const players: SimulatedPlayer[] = [];
  for (const [index, screen] of screens.entries()) {
    // Each screen is its own client address (the service trusts the local proxy header).
    const address = `10.77.${(index >> 8) & 255}.${index & 255}`;
    const started = await fetch(`${baseUrl}/api/player/pairings`, {
      method: 'POST',
      headers: { 'x-forwarded-for': address },
    });
    if (started.status !== 201) throw new Error(`pairing: ${await started.text()}`);
    const { code, claimToken } = (await started.json()) as { code: string; claimToken: string };
    const linked = await fetch(
      `${baseUrl}/api/admin/leds/${screen.screenId}/players`,
      json({ code }, { cookie }),
    );
    if (linked.status !== 201) throw new Error(`link: ${await linked.text()}`);
    const keys = options.signing
      ? ((await webcrypto.subtle.generateKey({ name: 'Ed25519' }, false, [
          'sign',
          'verify',
        ])) as webcrypto.CryptoKeyPair)
      : undefined;
    const publicKey = keys
      ? Buffer.from(await webcrypto.subtle.exportKey('raw', keys.publicKey)).toString('base64url')
      : undefined;
    const claimed = await fetch(
      `${baseUrl}/api/player/pairings/claim`,
      json({ claimToken, publicKey }),
    );
    if (claimed.status !== 200) throw new Error(`claim: ${await claimed.text()}`);
    const { token } = (await claimed.json()) as { token: string };
    const manifest = await fetch(`${baseUrl}/api/player/manifest`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const item = ((await manifest.json()) as Manifest).items[0];
    if (!item) throw new Error('the simulated order is not in its manifest');
    players.push({ ...screen, token, itemToken: item.itemToken, keys });
  }
  return players;
}

/** Back-to-back 5-second plays, one per 15-second slot, from the start of a past evening. */
export function pastPlays(itemToken: string, count: number, daysAgo = 1): PlayRecord[] {
  const date = localDate(new Date(Date.now() - daysAgo * 86_400_000));
  const start = cellStart(date, 'evening').getTime();
  return Array.from({ length: count }, (_, i) => {
    const startedAt = start + i * 15_000;
    return {
      playId: randomUUID(),
      seq: i + 1,
      itemToken,
      startedAt: new Date(startedAt).toISOString(),
      endedAt: new Date(startedAt + 5_000).toISOString(),
      durationMs: 5_000,
      status: 'completed' as const,
    };
  });
}
