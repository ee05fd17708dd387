// `npm run bench:growth`: how reading delivery grows with the plays stored, on PostgreSQL (a
// database of its own per size on the server of DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test, made and dropped here).
//
// At each size (--small and --large plays, default 1,000,000 and 10,000,000), 20 screens play for
// a year, one play every so often, so each screen holds 1/20 of the plays. Screen 1's plays belong
// to a year-long order (all but the last week) and a week-long order (the last week), each in a
// campaign of its own. It times, in this process, what the service runs for:
// - the campaign report (year-long and week-long order), read from the daily rollup: as the page
//   reads it (days and totals), the same as the route serves it (zod's encoding and JSON.stringify
//   added), and with its hours (`?by=hour`, what the hour grid and the hourly CSV read), also as
//   served; each year-long area is timed in turn with its week-long twin;
// - the order page's delivery (plays per day), read from the daily rollup;
// - the console's screen health (today's plays and each player's seq gaps over the day);
// and, as the baseline in the same run, the report's hourly figures counted from the raw plays as
// they were before the rollups. Prints p50/p95 per area and size, and the ratio large ÷ small.
// Options: --small, --large, --runs.
import { sql } from 'drizzle-orm';
import { createDatabase } from '../e2e/support/postgres';
import { openPostgres, queryRows, type Database } from '../apps/api/src/db/client';
import { seedDatabase } from '../apps/api/src/db/seed/index';
import { campaignReport } from '../apps/api/src/modules/reports/service';
import { campaignReportSchema } from '../packages/contracts/src/report';
import { orderDelivery, screenHealth } from '../apps/api/src/modules/playback/health.service';
import { numberOptions } from './bench-options';
import { percentile } from './bench-stats';

const args = numberOptions({ small: 1_000_000, large: 10_000_000, runs: 30 });
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const screenCount = 20;
const dayMs = 86_400_000;

type Scene = {
  customerId: number;
  yearCampaign: number;
  weekCampaign: number;
  yearOrder: number;
  weekOrder: number;
  /** Noon in Dubai on the last day with plays: the console's "today". */
  today: Date;
};

/** A customer, a player on screen 1, and the two orders with a year and a week of cells. */
async function buildScene(database: Database, plays: number): Promise<Scene> {
  const { db } = database;
  await seedDatabase(database);
  const [{ id: customerId }] = await queryRows<{ id: number }>(
    db,
    sql`insert into customers (email, phone_number, company_name, name, surname, password_hash, confirmed_at)
        values ('growth@example.com', '+971500000001', 'Growth Co', 'Growth', 'Bench', 'x', now())
        returning id`,
  );
  const order = async (campaign: number) =>
    (
      await queryRows<{ id: number }>(
        db,
        sql`insert into orders (customer_id, screen_id, campaign_id, status_code, price_cents,
              subtotal_cents, video_key, video_content_type, video_bytes, video_duration_ms)
            values (${customerId}, 1, ${campaign}, 2, 25000, 1000000, 'bench/growth.mp4',
              'video/mp4', 1048576, 10000) returning id`,
      )
    )[0]!.id;
  const campaign = async (name: string) =>
    (
      await queryRows<{ id: number }>(
        db,
        sql`insert into campaigns (customer_id, name) values (${customerId}, ${name}) returning id`,
      )
    )[0]!.id;
  const yearCampaign = await campaign('A year');
  const weekCampaign = await campaign('A week');
  const yearOrder = await order(yearCampaign);
  const weekOrder = await order(weekCampaign);
  // The last day with plays is yesterday (Dubai); the year runs 365 days to it.
  const lastDay = new Date(Date.now() + 4 * 3_600_000 - dayMs).toISOString().slice(0, 10);
  const firstDay = new Date(Date.parse(lastDay) - 364 * dayMs).toISOString().slice(0, 10);
  const weekFrom = new Date(Date.parse(lastDay) - 6 * dayMs).toISOString().slice(0, 10);
  await db.execute(sql`
    insert into order_cells (order_id, screen_id, date, daypart, spots)
    select case when d >= ${weekFrom}::date then ${weekOrder}::int else ${yearOrder}::int end, 1, d, p, 1
    from generate_series(${firstDay}::date, ${lastDay}::date, interval '1 day') d,
         unnest(array['morning', 'daytime', 'evening', 'night']) p`);
  for (let screen = 1; screen <= screenCount; screen += 1) {
    await db.execute(sql`insert into players (screen_id) values (${screen})`);
  }
  // The year's monthly partitions, as the upkeep job would have made them month by month.
  await db.execute(sql`select plays_add_month(d::date)
    from generate_series(${firstDay}::date, ${lastDay}::date, interval '1 month') d`);
  await db.execute(sql`select plays_add_month(${lastDay}::date)`);
  // Plays from 06:00 to 02:00 (Dubai) each day, evenly spaced, screen by screen in turn.
  const perScreen = Math.floor(plays / screenCount);
  const perDay = Math.max(1, Math.ceil(perScreen / 365));
  const spacingMs = Math.floor((20 * 3_600_000) / perDay);
  const firstOpen = Date.parse(`${firstDay}T02:00:00.000Z`); // 06:00 in Dubai
  const weekStart = Date.parse(`${weekFrom}T02:00:00.000Z`);
  const chunk = 500_000;
  for (let from = 0; from < plays; from += chunk) {
    const to = Math.min(plays, from + chunk) - 1;
    await db.execute(sql`
      insert into plays (play_id, player_id, screen_id, order_id, item_id, seq, started_at,
                         ended_at, duration_ms, expected_ms, status, complete)
      select gen_random_uuid()::text, s, s,
             case when s <> 1 then 1000000 + s
                  when t >= ${weekStart}::bigint then ${weekOrder}::int else ${yearOrder}::int end,
             1, i + 1, to_timestamp(t / 1000.0), to_timestamp((t + 10000) / 1000.0), 10000, 10000,
             'completed', g % 50 <> 0
      from generate_series(${from}::bigint, ${to}::bigint) g,
           lateral (select 1 + (g % ${screenCount})::int as s, g / ${screenCount} as i) k,
           lateral (select ${firstOpen}::bigint + (k.i / ${perDay}) * ${dayMs}::bigint
                           + (k.i % ${perDay}) * ${spacingMs}::bigint as t) w`);
  }
  await db.execute(sql`vacuum analyze`);
  return {
    customerId,
    yearCampaign,
    weekCampaign,
    yearOrder,
    weekOrder,
    today: new Date(`${lastDay}T08:00:00.000Z`),
  };
}

/** The report's hourly figures counted from the raw plays, as before the rollups. */
function rawReport(database: Database, orderId: number) {
  return queryRows(
    database.db,
    sql`select order_id,
          to_char(((started_at at time zone 'Asia/Dubai') - interval '2 hours')::date, 'YYYY-MM-DD'),
          ((extract(isodow from started_at at time zone 'Asia/Dubai')::int - 1) * 24
            + extract(hour from started_at at time zone 'Asia/Dubai')::int),
          count(*)::int
        from plays where order_id = ${orderId} and complete group by 1, 2, 3`,
  );
}

/**
 * Times the works in turn, one call of each per round, so a year-long order and its week-long
 * twin meet the same moments of a shared machine's load.
 */
async function time(runs: number, works: (() => Promise<unknown>)[]) {
  // Enough warm-up calls that the first size measured does not pay for compiling the code.
  for (let i = 0; i < 10; i += 1) for (const work of works) await work();
  const ms = works.map(() => [] as number[]);
  for (let i = 0; i < runs; i += 1) {
    for (const [w, work] of works.entries()) {
      const start = performance.now();
      await work();
      ms[w]!.push(performance.now() - start);
    }
  }
  return ms.map((list) => {
    list.sort((a, b) => a - b);
    return { p50: percentile(list, 50), p95: percentile(list, 95) };
  });
}

type Row = { area: string; p50: number; p95: number };

async function measure(plays: number): Promise<{ rows: Row[]; orderPlays: number }> {
  const target = await createDatabase('growth', adminUrl);
  const database = openPostgres(target.url, 4);
  try {
    await database.migrate();
    const started = performance.now();
    const scene = await buildScene(database, plays);
    const [{ n }] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from plays where order_id = ${scene.yearOrder}`,
    );
    console.log(
      `  ${plays.toLocaleString('en')} plays stored in ${((performance.now() - started) / 1000).toFixed(0)} s; the year-long order has ${n.toLocaleString('en')}`,
    );
    const owner = { id: scene.customerId, role: 'customer' as const };
    const { db } = database;
    // What the route's serializer does with the answer: encode it with its schema, then stringify.
    const served = async (campaignId: number, hours = false) => {
      const encoded = campaignReportSchema.safeEncode(
        await campaignReport(db, owner, campaignId, { hours }),
      );
      if (!encoded.success) throw encoded.error;
      return JSON.stringify(encoded.data);
    };
    const withHours = (campaignId: number) =>
      campaignReport(db, owner, campaignId, { hours: true });
    const areas: [string, () => Promise<unknown>][] = [
      ['campaign report, year-long order', () => campaignReport(db, owner, scene.yearCampaign)],
      ['campaign report, week-long order', () => campaignReport(db, owner, scene.weekCampaign)],
      ['report as served (JSON), year-long', () => served(scene.yearCampaign)],
      ['report as served (JSON), week-long', () => served(scene.weekCampaign)],
      ['report by=hour, year-long', () => withHours(scene.yearCampaign)],
      ['report by=hour, week-long', () => withHours(scene.weekCampaign)],
      ['report by=hour as served, year-long', () => served(scene.yearCampaign, true)],
      ['report by=hour as served, week-long', () => served(scene.weekCampaign, true)],
      [
        'order page delivery, year-long',
        () => orderDelivery(db, scene.customerId, scene.yearOrder),
      ],
      [
        'order page delivery, week-long',
        () => orderDelivery(db, scene.customerId, scene.weekOrder),
      ],
      ['screen health (seq gaps, today)', () => screenHealth(db, 1, null, scene.today)],
      ['baseline: report from raw plays, year', () => rawReport(database, scene.yearOrder)],
    ];
    const rows: Row[] = [];
    // Each year-long area is timed in turn with its week-long twin (the next one).
    for (let i = 0; i < areas.length;) {
      const paired = areas[i]![0].includes('year-long') && areas[i + 1]?.[0].includes('week-long');
      const group = areas.slice(i, paired ? i + 2 : i + 1);
      const times = await time(
        args.runs,
        group.map(([, work]) => work),
      );
      group.forEach(([area], g) => rows.push({ area, ...times[g]! }));
      i += group.length;
    }
    return { rows, orderPlays: n };
  } finally {
    await database.close();
    await target.drop();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(11);
console.log(
  `Growth: ${args.small.toLocaleString('en')} and ${args.large.toLocaleString('en')} plays, ${args.runs} runs each`,
);
const small = await measure(args.small);
const large = await measure(args.large);
console.log(
  `\n${'area'.padEnd(40)}${'small p50'.padStart(11)}${'small p95'.padStart(11)}${'large p50'.padStart(11)}${'large p95'.padStart(11)}  ratio p95`,
);
for (const [i, row] of small.rows.entries()) {
  const big = large.rows[i]!;
  console.log(
    `${row.area.padEnd(40)}${ms(row.p50)}${ms(row.p95)}${ms(big.p50)}${ms(big.p95)}  ${(big.p95 / row.p95).toFixed(2)}`,
  );
}
// A year-long order against a week-long one at each size: the goal is within 2× (p95).
for (const [label, size] of [
  ['small', small],
  ['large', large],
] as const) {
  const [year, week, yearServed, weekServed, yearHours, weekHours, , , yearPage, weekPage] =
    size.rows;
  const ratio = (a: Row | undefined, b: Row | undefined) => (a!.p95 / b!.p95).toFixed(2);
  console.log(
    `\nAt the ${label} size, year-long ÷ week-long p95: report ${ratio(year, week)}, ` +
      `as served ${ratio(yearServed, weekServed)}, by=hour ${ratio(yearHours, weekHours)}, ` +
      `order page ${ratio(yearPage, weekPage)}`,
  );
}
console.log(
  `(the year-long order's plays: ${small.orderPlays.toLocaleString('en')} small, ${large.orderPlays.toLocaleString('en')} large)`,
);
