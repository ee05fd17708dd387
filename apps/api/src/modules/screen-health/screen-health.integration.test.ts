// Over 400 lines: heartbeats, states, alerts and commands share one fleet of paired players and a moving clock.
import { cellStart, type DaypartId } from '@screenspot/contracts/booking';
import { orderStatus } from '@screenspot/contracts/order-status';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { buildLoopScreen } from '../../../test/booking-builders';
import { buildCustomer, buildOperator, injectAs } from '../../../test/builders';
import {
  asPlayer,
  buildBookedOrder,
  localDay,
  pairPlayer,
  type PlayerClient,
} from '../../../test/player-builders';
import { notifications, outboxMessages, playerCommands, players } from '../../db/schema';
import { watchFleet } from './service';

/**
 * The fleet's health read with the app's own clock, moved by the tests: an evening in Dubai two
 * days ahead, so the screen booked in that evening is "booked now".
 */
const evening = (daypart: DaypartId = 'evening') =>
  new Date(cellStart(localDay(2), daypart).getTime() + 30 * 60_000);
let clockAt = evening();
const clock = () => clockAt;
const later = (seconds: number, from = clockAt) => new Date(from.getTime() + seconds * 1000);

let t: TestApp;
const db = () => t.database.db;
let operator: Awaited<ReturnType<typeof buildOperator>>;
let secondOperator: Awaited<ReturnType<typeof buildOperator>>;
let customer: Awaited<ReturnType<typeof buildCustomer>>;

beforeAll(async () => {
  t = await buildTestApp({ PLAYER_CACHE_SECONDS: '0' }, { clock });
  operator = await buildOperator(db());
  secondOperator = await buildOperator(db(), { language: 'ar' });
  customer = await buildCustomer(db());
});
afterAll(() => t?.close());
beforeEach(() => {
  clockAt = evening();
});

/** A screen with a paired player; `booked` gives it a paid order in the evening of that day. */
async function pairedScreen(options: { booked?: boolean; name?: string } = {}) {
  const screen = await buildLoopScreen(db(), options.name ? { name: options.name } : {});
  if (options.booked) {
    await buildBookedOrder(db(), {
      customerId: customer.id,
      screenId: screen.id,
      cells: [{ date: localDay(2), daypart: 'evening' }],
      statusCode: orderStatus.paid,
    });
  }
  const paired = await pairPlayer(t.app, db(), screen.id, operator.id);
  return { screen, ...paired, player: asPlayer(t.app, paired.token) };
}

const fullReport = {
  manifestVersion: 'v1',
  currentItemToken: null,
  freeBytes: 9_000_000_000,
  appVersion: '2026.11.29',
  uptimeSeconds: 3600,
  cacheItems: 3,
  cacheBytes: 42_000_000,
  resolution: '1920x1080',
  clockOffsetMs: -850,
  lastError: 'A video could not start: NotAllowedError',
};

function heartbeat(player: PlayerClient, payload: object = fullReport) {
  return player({ method: 'POST', url: '/api/player/status', payload });
}

async function fleet(query = '') {
  const res = await injectAs(t.app, db(), operator.id, { url: `/api/admin/screen-health${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    items: { ledId: number; state: string; name: string; [key: string]: unknown }[];
    total: number;
    counts: Record<string, number>;
  };
}

async function stateOf(ledId: number) {
  const page = await fleet(`?size=100&q=${encodeURIComponent(await screenName(ledId))}`);
  return page.items.find((item) => item.ledId === ledId);
}

async function screenName(ledId: number) {
  const rows = await db().execute(sql`select name from screens where id = ${ledId}`);
  return (rows as unknown as { rows: { name: string }[] }).rows[0]!.name;
}

describe('heartbeats', () => {
  it('stores every field of the report against the player that sent it, and no other', async () => {
    const a = await pairedScreen();
    const b = await pairedScreen();
    const res = await heartbeat(a.player);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      serverTime: clockAt.toISOString(),
      screenshotMinutes: 30,
      commands: [],
    });
    const [row] = await db().select().from(players).where(eq(players.id, a.playerId));
    // Each field of the report as sent, but for the manifest version and the item playing.
    const { manifestVersion: _version, currentItemToken: _item, ...stored } = fullReport;
    expect(row).toMatchObject(stored);
    // The report's time is the server's (its clock), whatever the player's own clock says.
    expect(row!.lastSeenAt!.toISOString()).toBe(clockAt.toISOString());
    const [other] = await db().select().from(players).where(eq(players.id, b.playerId));
    expect(other!.lastSeenAt).toBeNull();
    expect(other!.appVersion).toBeNull();

    // The fleet page shows it.
    const shown = await stateOf(a.screen.id);
    expect(shown).toMatchObject({
      state: 'online',
      appVersion: '2026.11.29',
      clockOffsetMs: -850,
      resolution: '1920x1080',
      lastError: 'A video could not start: NotAllowedError',
      lastSeenAt: clockAt.toISOString(),
    });
  });

  it('refuses bad and oversized reports with 400 and changes nothing', async () => {
    const a = await pairedScreen();
    const bad = [
      { ...fullReport, uptimeSeconds: -1 },
      { ...fullReport, cacheItems: 1.5 },
      { ...fullReport, resolution: 'very big' },
      { ...fullReport, clockOffsetMs: 'soon' },
      { ...fullReport, lastError: 'x'.repeat(501) },
      { ...fullReport, appVersion: 'v'.repeat(41) },
      { ...fullReport, playerId: 12 },
      { ...fullReport, commandResults: [{ id: 1, status: 'exploded' }] },
      { ...fullReport, revokedAck: Array.from({ length: 501 }, (_, i) => `t${i}`) },
    ];
    for (const payload of bad) {
      const res = await heartbeat(a.player, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    // A body past 16 KB is not read at all.
    const huge = await heartbeat(a.player, { ...fullReport, lastError: 'x'.repeat(20_000) });
    expect(huge.statusCode).toBe(413);
    const [row] = await db().select().from(players).where(eq(players.id, a.playerId));
    expect(row!.lastSeenAt).toBeNull();
    // Without a token, or with another's revoked one, nothing is recorded either.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/player/status',
      payload: fullReport,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('states', () => {
  it('goes online → stale → offline, or dark when booked now, by the clock', async () => {
    const booked = await pairedScreen({ booked: true });
    const idle = await pairedScreen();
    const start = clockAt;
    expect((await heartbeat(booked.player)).statusCode).toBe(200);
    expect((await heartbeat(idle.player)).statusCode).toBe(200);
    expect((await stateOf(booked.screen.id))!.state).toBe('online');

    clockAt = later(119, start);
    expect((await stateOf(booked.screen.id))!.state).toBe('online');
    // No heartbeat for two intervals.
    clockAt = later(121, start);
    expect((await stateOf(booked.screen.id))!.state).toBe('stale');
    expect((await stateOf(idle.screen.id))!.state).toBe('stale');
    // Three: offline, and dark where paid spots are playing now.
    clockAt = later(181, start);
    expect((await stateOf(booked.screen.id))!.state).toBe('dark');
    expect((await stateOf(idle.screen.id))!.state).toBe('offline');

    // The navigation's count, and the filter.
    const summary = await injectAs(t.app, db(), operator.id, { url: '/api/admin/summary' });
    const darkNow = (await fleet('?state=dark&size=100')).items;
    expect(darkNow.map((item) => item.ledId)).toContain(booked.screen.id);
    expect(darkNow.every((item) => item.state === 'dark')).toBe(true);
    expect(summary.json().darkScreens).toBe(darkNow.length);

    // A heartbeat brings it back at once.
    expect((await heartbeat(booked.player)).statusCode).toBe(200);
    expect((await stateOf(booked.screen.id))!.state).toBe('online');

    // Outside the booked evening (the night, no cells) the silent screen is only offline.
    clockAt = later(6 * 3600, start);
    expect((await stateOf(booked.screen.id))!.state).toBe('offline');
  });

  it('lists unpaired screens, filters by state, sorts, and shows today’s expected plays', async () => {
    const booked = await pairedScreen({ booked: true, name: 'Aaa Health Sort' });
    await heartbeat(booked.player);
    const page = await fleet('?size=100');
    expect(page.counts.unpaired).toBeGreaterThan(0);
    const first = page.items.findIndex((item) => item.state !== 'dark');
    // Worst first by default: dark before offline before stale before online before unpaired.
    const ranks = page.items.map((item) =>
      ['dark', 'offline', 'stale', 'online', 'unpaired'].indexOf(item.state),
    );
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(first).toBeGreaterThanOrEqual(0);
    const mine = page.items.find((item) => item.ledId === booked.screen.id)!;
    // One spot in the evening (6 h of a 3-minute loop): 120 plays expected on that day.
    expect(mine.expectedToday).toBe(120);
    expect(mine.playsToday).toBe(0);
    const byName = await fleet('?sort=name&dir=desc&size=5');
    const names = byName.items.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en')));
    const bad = await injectAs(t.app, db(), operator.id, {
      url: '/api/admin/screen-health?state=sleepy',
    });
    expect(bad.statusCode).toBe(400);
    const asCustomer = await injectAs(t.app, db(), customer.id, {
      url: '/api/admin/screen-health',
    });
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe('offline alerts', () => {
  const watchDeps = (app: TestApp['app']) => ({
    db: app.deps.database.db,
    messenger: app.deps.messenger,
    log: app.log,
  });

  async function alertsAbout(name: string) {
    const rows = await db()
      .select()
      .from(notifications)
      .where(like(notifications.title, `%${name}%`));
    const mails = await db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, 'email'), like(outboxMessages.subject, `%${name}%`)));
    return { rows, mails };
  }

  it('alerts each operator once per outage and once when it is back, with two instances', async () => {
    const name = `Marina Gate ${Date.now()}`;
    const screen = await pairedScreen({ booked: true, name });
    const start = clockAt;
    await heartbeat(screen.player);
    const peer = await t.buildPeer();
    try {
      const bothWatch = () =>
        Promise.all([
          watchFleet(watchDeps(t.app), clockAt),
          watchFleet(watchDeps(peer.app), clockAt),
        ]);

      // Offline, but not yet for its threshold (10 minutes): nothing.
      clockAt = later(9 * 60, start);
      await bothWatch();
      expect((await alertsAbout(name)).rows).toHaveLength(0);

      // Past it: one notification and one mail per operator, whichever instance ran first.
      clockAt = later(11 * 60, start);
      await bothWatch();
      await bothWatch();
      clockAt = later(30 * 60, start);
      await bothWatch();
      const alerted = await alertsAbout(name);
      const operatorsNow = await db().execute(
        sql`select count(*)::int as n from customers where role = 'operator'`,
      );
      const count = (operatorsNow as unknown as { rows: { n: number }[] }).rows[0]!.n;
      expect(alerted.rows).toHaveLength(count);
      expect(alerted.mails).toHaveLength(count);
      const mine = alerted.rows.find((row) => row.customerId === operator.id)!;
      expect(mine.title).toBe(`${name} is dark in booked hours`);
      expect(mine.message).toContain('11 min ago');
      const arabic = alerted.rows.find((row) => row.customerId === secondOperator.id)!;
      expect(arabic.title).toContain('مطفأة');
      expect((await stateOf(screen.screen.id))!.outageSince).toBe(start.toISOString());

      // It comes back 45 minutes after its last heartbeat: one "back online" each, with the length.
      clockAt = later(45 * 60, start);
      expect((await heartbeat(screen.player)).statusCode).toBe(200);
      await bothWatch();
      await bothWatch();
      const after = await alertsAbout(name);
      const back = after.rows.filter((row) => row.title.includes('back online'));
      expect(back).toHaveLength(1);
      expect(back[0]!.message).toBe(
        `${name} is sending heartbeats again. The outage lasted 45 min.`,
      );
      expect(after.rows).toHaveLength(2 * count);
      expect(after.mails).toHaveLength(2 * count);
      expect((await stateOf(screen.screen.id))!.outageSince).toBeNull();

      // A second outage is a new one: alerted again.
      clockAt = later(60 * 60, start);
      await bothWatch();
      expect((await alertsAbout(name)).rows).toHaveLength(3 * count);
    } finally {
      await peer.close();
    }
  });

  it('waits for each screen’s own threshold and alerts only in opening hours', async () => {
    const name = `Creek Patient ${Date.now()}`;
    const screen = await pairedScreen({ name });
    const start = clockAt;
    await heartbeat(screen.player);
    const set = await injectAs(t.app, db(), operator.id, {
      method: 'PUT',
      url: `/api/admin/leds/${screen.screen.id}/offline-alert`,
      payload: { minutes: 30 },
    });
    expect(set.statusCode).toBe(200);
    const read = await injectAs(t.app, db(), operator.id, {
      url: `/api/admin/leds/${screen.screen.id}/offline-alert`,
    });
    expect(read.json()).toEqual({ minutes: 30 });
    const tooLong = await injectAs(t.app, db(), operator.id, {
      method: 'PUT',
      url: `/api/admin/leds/${screen.screen.id}/offline-alert`,
      payload: { minutes: 0 },
    });
    expect(tooLong.statusCode).toBe(400);
    clockAt = later(20 * 60, start);
    await watchFleet(watchDeps(t.app), clockAt);
    expect((await alertsAbout(name)).rows).toHaveLength(0);
    clockAt = later(31 * 60, start);
    await watchFleet(watchDeps(t.app), clockAt);
    expect((await alertsAbout(name)).rows.length).toBeGreaterThan(0);
    expect((await alertsAbout(name)).rows[0]!.title).toBe(`${name} is offline`);

    // Closed (03:00–06:00 with the default hours 06:00–02:00): a silent screen alerts nobody.
    const closedName = `Closed Hours ${Date.now()}`;
    const closed = await pairedScreen({ name: closedName });
    clockAt = new Date(cellStart(localDay(3), 'morning').getTime() - 3 * 3600_000);
    await heartbeat(closed.player);
    clockAt = later(40 * 60);
    await watchFleet(watchDeps(t.app), clockAt);
    expect((await alertsAbout(closedName)).rows).toHaveLength(0);
  });

  it('stores a whole fleet’s changes at once, past the parameters one insert may bind, and only changes', async () => {
    // 22,000 new screens with three values each would be 66,000 bound parameters, over
    // PostgreSQL's 65,535: the watch keeps the fleet in the database and never binds per screen.
    await db().execute(
      sql`insert into screens (name, location, latitude, longitude, price_cents, title, description,
            size, media_type, duration_seconds, loop_slots, house_slots)
          select 'Bulk watch ' || g, 'Business Bay', 25.18, 55.27, 20000, 'Bulk', 'Bulk',
            '1920x1080', 'LED', 15, 12, 0
          from generate_series(1, 22000) g`,
    );
    try {
      const first = await watchFleet(watchDeps(t.app), clockAt);
      expect(first.changed).toBeGreaterThanOrEqual(22_000);
      const stored = await db().execute(
        sql`select h.state, count(*)::int as n from screen_health_states h
            join screens s on s.id = h.screen_id
            where s.name like 'Bulk watch %' group by h.state`,
      );
      expect((stored as unknown as { rows: unknown[] }).rows).toEqual([
        { state: 'unpaired', n: 22_000 },
      ]);
      expect((await watchFleet(watchDeps(t.app), clockAt)).changed).toBe(0);
    } finally {
      await db().execute(sql`delete from screens where name like 'Bulk watch %'`);
    }
  });
});

describe('remote commands', () => {
  async function command(playerId: number, kind: string, as = operator.id) {
    return injectAs(t.app, db(), as, {
      method: 'POST',
      url: `/api/admin/players/${playerId}/commands`,
      payload: { kind },
    });
  }

  it('reach the player in its heartbeat, which acknowledges them; the console shows each state', async () => {
    const a = await pairedScreen();
    const b = await pairedScreen();
    const asked = await command(a.playerId, 'reload');
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ kind: 'reload', status: 'pending', playerId: a.playerId });
    const id = asked.json().id as number;
    expect((await command(a.playerId, 'clear-cache')).statusCode).toBe(201);

    // Player B hears nothing of A's commands and cannot answer them.
    const other = await heartbeat(b.player, {
      ...fullReport,
      commandResults: [{ id, status: 'done' }],
    });
    expect(other.json().commands).toEqual([]);

    const first = await heartbeat(a.player);
    expect(first.json().commands.map((c: { kind: string }) => c.kind)).toEqual([
      'reload',
      'clear-cache',
    ]);
    const listed = await injectAs(t.app, db(), operator.id, {
      url: `/api/admin/leds/${a.screen.id}/commands`,
    });
    expect(listed.json().map((c: { status: string }) => c.status)).toEqual([
      'delivered',
      'delivered',
    ]);

    const answered = await heartbeat(a.player, {
      ...fullReport,
      commandResults: [
        { id, status: 'done' },
        { id: id + 1, status: 'failed', error: 'Cache Storage is not available.' },
      ],
    });
    expect(answered.json().commands).toEqual([]);
    const rows = await db()
      .select()
      .from(playerCommands)
      .where(eq(playerCommands.playerId, a.playerId))
      .orderBy(playerCommands.id);
    expect(rows.map((row) => [row.status, row.error])).toEqual([
      ['done', null],
      ['failed', 'Cache Storage is not available.'],
    ]);
    expect(rows.every((row) => row.finishedAt?.toISOString() === clockAt.toISOString())).toBe(true);
  });

  it('are capped per player, refused for revoked or unknown players, and operators only', async () => {
    const a = await pairedScreen();
    for (let i = 0; i < 5; i += 1)
      expect((await command(a.playerId, 'resync')).statusCode).toBe(201);
    const sixth = await command(a.playerId, 'resync');
    expect(sixth.statusCode).toBe(409);
    expect((await command(a.playerId, 'format-disk')).statusCode).toBe(400);
    expect((await command(999_999, 'reload')).statusCode).toBe(404);
    expect((await command(a.playerId, 'reload', customer.id)).statusCode).toBe(403);
    const revoked = await injectAs(t.app, db(), operator.id, {
      method: 'DELETE',
      url: `/api/admin/players/${a.playerId}`,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await command(a.playerId, 'reload')).statusCode).toBe(409);
    const unknownScreen = await injectAs(t.app, db(), operator.id, {
      url: '/api/admin/leds/999999/commands',
    });
    expect(unknownScreen.statusCode).toBe(404);
  });
});
