import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { cellStart, localDate, type DaypartId } from '@screenspot/contracts/booking';
import type { Manifest, PlayRecord, PlaysResult } from '@screenspot/contracts/player';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { Db } from '../src/db/client';
import { contentPermits, orderCells, videoChecks } from '../src/db/schema';
import { useTestContext, type TestApp } from './app';
import { buildCustomer, buildOperator, buildOrder, injectAs } from './builders';
import { newClientAddress } from './accounts';
import { buildLoopScreen } from './booking-builders';

type Account = Awaited<ReturnType<typeof buildCustomer>>;

export type CellInput = { date: string; daypart: DaypartId; spots?: number };

/** The screen's local date n days from an instant (Asia/Dubai). */
export function localDay(n: number, from = new Date()): string {
  return localDate(new Date(from.getTime() + n * 86_400_000));
}

/**
 * The business date n days from an instant: a business day runs from 02:00 to 02:00 (the night
 * belongs to the date it starts on), so between midnight and 02:00 in Dubai today's business date
 * is still yesterday's, and businessDay(-1)'s night is over whatever the hour.
 */
export function businessDay(n: number, from = new Date()): string {
  return localDay(n, new Date(from.getTime() - 2 * 3_600_000));
}

/** These dayparts of each date, one spot each. */
export function inDayparts(dayparts: readonly DaypartId[], ...dates: string[]): CellInput[] {
  return dates.flatMap((date) => dayparts.map((daypart) => ({ date, daypart })));
}

/** Every daypart of each date, one spot each. */
export function allDay(...dates: string[]): CellInput[] {
  return inDayparts(['morning', 'daytime', 'evening', 'night'], ...dates);
}

/**
 * A booked order on a screen with its cells, its video's check and the content permit its video
 * carries (decision 0062): paid, passed and covered from its first booked day to its last unless
 * told otherwise (`permit: false` for an order without one). The ledger (booking_cells) is left
 * alone: playback reads the order's own cells.
 */
export async function buildBookedOrder(
  db: Db,
  input: {
    customerId: number;
    screenId: number;
    cells: CellInput[];
    statusCode?: number;
    check?: 'pass' | 'warn' | 'fail' | 'pending' | 'overridden' | 'none';
    durationMs?: number;
    bytes?: Buffer;
    permit?: false | { validFrom: string; validTo: string };
  },
) {
  const durationMs = input.durationMs ?? 5_000;
  const order = await buildOrder(db, {
    customerId: input.customerId,
    screenId: input.screenId,
    statusCode: input.statusCode ?? 2,
    videoDurationMs: durationMs,
    spotsPerLoop: 1,
  });
  await db.insert(orderCells).values(
    input.cells.map((cell) => ({
      orderId: order.id,
      screenId: input.screenId,
      date: cell.date,
      daypart: cell.daypart,
      spots: cell.spots ?? 1,
    })),
  );
  const check = input.check ?? 'pass';
  const sha256 = createHash('sha256')
    .update(input.bytes ?? Buffer.from(`video of order ${order.id}`))
    .digest('hex');
  if (check !== 'none') {
    const overridden = check === 'overridden';
    await db.insert(videoChecks).values({
      orderId: order.id,
      videoKey: order.videoKey,
      status: overridden ? 'fail' : check,
      sha256: check === 'pending' ? null : sha256,
      durationMs: check === 'pending' ? null : durationMs,
      checkedAt: check === 'pending' ? null : new Date(),
      ...(overridden
        ? { overriddenAt: new Date(), overrideReason: 'Client supplied the permit in writing.' }
        : {}),
    });
  }
  const dates = input.cells.map((cell) => cell.date).sort();
  const permit =
    input.permit ??
    (dates.length > 0 ? { validFrom: dates[0]!, validTo: dates.at(-1)! } : undefined);
  if (permit) {
    await db.insert(contentPermits).values({
      orderId: order.id,
      number: `DM-ADV-${order.id}`,
      authority: 'dm',
      ...permit,
      recordedBy: input.customerId,
    });
  }
  return { ...order, sha256, durationMs };
}

/**
 * An order whose plays a test sends: booked in the evenings and nights of `dates` on a paired
 * screen (a date of today or later puts it in the player's manifest), with the item token the
 * screen's manifest lists it under.
 */
export async function buildPlayedOrder(
  db: Db,
  input: { customerId: number; screen: PairedScreen; dates: string[] },
) {
  const order = await buildBookedOrder(db, {
    customerId: input.customerId,
    screenId: input.screen.screenId,
    cells: inDayparts(['evening', 'night'], ...input.dates),
  });
  return { order, item: await itemTokenOf(input.screen.player, order.id) };
}

/** Pairs a new player with a screen through the API, as the screen and an operator would. */
export async function pairPlayer(
  app: FastifyInstance,
  db: Db,
  ledId: number,
  operatorId: number,
  /** The player's Ed25519 public key to register with the claim (decision 0049). */
  publicKey?: string,
): Promise<{ token: string; playerId: number }> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/player/pairings',
    remoteAddress: newClientAddress(),
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  const { code, claimToken } = created.json() as { code: string; claimToken: string };
  const linked = await injectAs(app, db, operatorId, {
    method: 'POST',
    url: `/api/admin/leds/${ledId}/players`,
    payload: { code },
  });
  if (linked.statusCode !== 201) throw new Error(linked.body);
  const claimed = await app.inject({
    method: 'POST',
    url: '/api/player/pairings/claim',
    payload: { claimToken, publicKey },
  });
  if (claimed.statusCode !== 200) throw new Error(claimed.body);
  return {
    token: (claimed.json() as { token: string }).token,
    ...(linked.json() as { playerId: number }),
  };
}

/** app.inject as a player: its Bearer token on every request. */
export function asPlayer(app: FastifyInstance, token: string) {
  return (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
}

export type PlayerClient = ReturnType<typeof asPlayer>;

/** A screen with a loop and a player paired with it; `player` sends that player's requests. */
export async function buildPairedScreen(app: FastifyInstance, db: Db, operatorId: number) {
  const screenId = (await buildLoopScreen(db)).id;
  const paired = await pairPlayer(app, db, screenId, operatorId);
  return { screenId, ...paired, player: asPlayer(app, paired.token) };
}

export type PairedScreen = Awaited<ReturnType<typeof buildPairedScreen>>;

type BookedOrderInput = Parameters<typeof buildBookedOrder>[1];

type PlayerScene<Screens extends PairedScreen[]> = ReturnType<typeof useTestContext> & {
  operator: Account;
  customer: Account;
  screens: Screens;
  /** buildBookedOrder for the scene's customer on its first screen, unless `input` names others. */
  bookOrder(
    input: Omit<BookedOrderInput, 'customerId' | 'screenId'> & Partial<BookedOrderInput>,
  ): ReturnType<typeof buildBookedOrder>;
};

/**
 * The app of a player test file (manifests not cached) with an operator, a customer and `count`
 * paired screens, built before its tests. The objects are filled in then, so the file can hold on
 * to them from the start.
 */
export function usePlayerTestApp(count: 1): PlayerScene<[PairedScreen]>;
export function usePlayerTestApp(count: 2): PlayerScene<[PairedScreen, PairedScreen]>;
export function usePlayerTestApp(count: number): PlayerScene<PairedScreen[]> {
  const context = useTestContext({ PLAYER_CACHE_SECONDS: '0' });
  const scene = {
    operator: {} as Account,
    customer: {} as Account,
    screens: Array.from({ length: count }, () => ({}) as PairedScreen),
  };
  beforeAll(async () => {
    const db = context.db();
    Object.assign(scene.operator, await buildOperator(db));
    Object.assign(scene.customer, await buildCustomer(db));
    for (const screen of scene.screens) {
      Object.assign(screen, await buildPairedScreen(context.t.app, db, scene.operator.id));
    }
  });
  const bookOrder: PlayerScene<PairedScreen[]>['bookOrder'] = (input) =>
    buildBookedOrder(context.db(), {
      customerId: scene.customer.id,
      screenId: scene.screens[0]!.screenId,
      ...input,
    });
  return { ...context, ...scene, bookOrder };
}

/**
 * usePlayerTestApp(1) with an order whose plays the file's tests send (buildPlayedOrder): booked
 * on its screen from the day before yesterday to tomorrow, made before the tests. Its plays go in
 * past cells (`yesterday`, `twoDaysAgo`: business days), so the tests do not depend on the hour
 * they run at. `played` is filled in then, like the scene.
 */
export function usePlayedOrderTestApp() {
  const scene = usePlayerTestApp(1);
  const yesterday = businessDay(-1);
  const twoDaysAgo = businessDay(-2);
  const played = { orderId: 0, item: '' };
  beforeAll(async () => {
    const { order, item } = await buildPlayedOrder(scene.db(), {
      customerId: scene.customer.id,
      screen: scene.screens[0],
      dates: [twoDaysAgo, yesterday, businessDay(0), businessDay(1)],
    });
    Object.assign(played, { orderId: order.id, item });
  });
  return { ...scene, yesterday, twoDaysAgo, played };
}

/**
 * The app of a screenshot test file (manifests not cached) on a clock standing 45 minutes into the
 * evening two days ahead, so an order booked in that evening is playing, with an operator, the
 * owner of the orders on show and a stranger to them, built before its tests. The objects are
 * filled in then, so the file can hold on to them from the start.
 */
export function useScreenshotTestApp() {
  const clockAt = new Date(cellStart(localDay(2), 'evening').getTime() + 45 * 60_000);
  const context = useTestContext({ PLAYER_CACHE_SECONDS: '0' }, { clock: () => clockAt });
  const people = { operator: {} as Account, owner: {} as Account, stranger: {} as Account };
  beforeAll(async () => {
    const db = context.db();
    Object.assign(people.operator, await buildOperator(db));
    Object.assign(people.owner, await buildCustomer(db));
    Object.assign(people.stranger, await buildCustomer(db));
  });
  return { ...context, ...people, clockAt };
}

/** A JPEG's signature in front of `size` random bytes: what the server judges a screenshot by. */
export function jpeg(size = 20_000): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
    randomBytes(size),
  ]);
}

/** The manifest a player reads. */
export async function readManifest(player: PlayerClient): Promise<Manifest> {
  const res = await player({ url: '/api/player/manifest' });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json();
}

/** A player's upload of play records. */
export function sendPlays(player: PlayerClient, plays: unknown[]) {
  return player({ method: 'POST', url: '/api/player/plays', payload: { plays } });
}

/** A player's upload of play records that the server answers with 200, and its answer. */
export async function acceptedPlays(
  player: PlayerClient,
  plays: PlayRecord[],
): Promise<PlaysResult> {
  const res = await sendPlays(player, plays);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The item token under which a player's manifest lists an order. */
export async function itemTokenOf(player: PlayerClient, orderId: number): Promise<string> {
  return (await readManifest(player)).items.find((i) => i.orderId === orderId)!.itemToken;
}

/** A play record starting at `startedAt` and lasting `durationMs`. */
export function playRecord(
  itemToken: string,
  startedAt: Date,
  overrides: Partial<PlayRecord> & { durationMs?: number } = {},
): PlayRecord {
  const durationMs = overrides.durationMs ?? 5_000;
  return {
    playId: randomUUID(),
    seq: 1,
    itemToken,
    startedAt: startedAt.toISOString(),
    endedAt: new Date(startedAt.getTime() + durationMs).toISOString(),
    durationMs,
    status: 'completed',
    ...overrides,
  };
}

/** `count` back-to-back plays of 5 s, one every 15 s from `from`, their seq from `firstSeq` on. */
export function playSeries(
  itemToken: string,
  from: Date,
  count: number,
  firstSeq = 1,
): PlayRecord[] {
  return Array.from({ length: count }, (_, i) =>
    playRecord(itemToken, new Date(from.getTime() + i * 15_000), { seq: firstSeq + i }),
  );
}

/**
 * One upload of play records sent `times` times at once by a screen's player, in turn to the app
 * and to a second instance on its database (closed afterwards): the answers, in the order sent.
 */
export async function sendPlaysOnTwoInstances(
  t: TestApp,
  screen: PairedScreen,
  records: PlayRecord[],
  times = 12,
) {
  const peer = await t.buildPeer();
  try {
    const onPeer = asPlayer(peer.app, screen.token);
    return await Promise.all(
      Array.from({ length: times }, (_, i) => sendPlays(i % 2 ? onPeer : screen.player, records)),
    );
  } finally {
    await peer.close();
  }
}

/** A moment inside a cell: `minutes` after its start. */
export function inCell(date: string, daypart: DaypartId, minutes = 10): Date {
  return new Date(cellStart(date, daypart).getTime() + minutes * 60_000);
}
