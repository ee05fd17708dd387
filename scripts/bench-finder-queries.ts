// `npm run bench:finder-queries`: the finder's queries alone, one at a time, at the database. Seeds
// the catalogue of `bench:finder -- --varied` (--screens, default 100,000, on thousands of places)
// into a fresh PostgreSQL database (the server of DATABASE_URL) or, with --pglite, an embedded one,
// and runs the SQL of the same --queries distinct searches (default 1,000), timed by shape: each
// list page's and pin set's count as now read (up to 10,000 and one, decision 0069) and as before
// (every match); each page read knowing its count (decision 0066); each pin set as now read (the
// first 1,000) and as before (every match); each map view's grid. Every page and pin set is
// checked the same both ways.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { asc, count } from 'drizzle-orm';
import { pinAnswerMaxPins } from '@screenspot/contracts/screen';
import { openDatabase, type Database, type Db } from '../apps/api/src/db/client';
import { screens } from '../apps/api/src/db/schema';
import {
  countScreens,
  countedUpTo,
  gridOfScreens,
  listPins,
  listScreens,
  matching,
  pinsOf,
  pinsQuery,
  type ScreenFilter,
} from '../apps/api/src/modules/catalog/repository';
import { mapGrid } from '../apps/api/src/modules/catalog/service';
import { createDatabase, localAdminUrl } from '../e2e/support/postgres';
import { percentile } from './bench-stats';
import { finderSearches, seedFinderCatalogue, shapeOf } from './finder-searches';

const { values: args } = parseArgs({
  options: {
    screens: { type: 'string', default: '100000' },
    queries: { type: 'string', default: '1000' },
    pglite: { type: 'boolean', default: false },
  },
});

/** The count as read before decision 0069: every match counted. */
async function everyMatchCounted(db: Db, filter: ScreenFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(screens).where(matching(filter));
  return row?.total ?? 0;
}

/** The pins as read before: every match, sorted when searched by text, else walked in id order. */
const everyPin = (db: Db, filter: ScreenFilter) => {
  const byText = filter.location !== undefined || filter.boardName !== undefined;
  const query = pinsQuery(db, filter, { after: 0, limit: Number.MAX_SAFE_INTEGER }).$dynamic();
  return byText ? query : query.orderBy(asc(screens.id));
};

/** A map view's SQL, as the service runs it: the grid's squares, then the lone screens' pins. */
async function mapView(db: Db, filter: ScreenFilter, query: URLSearchParams) {
  const [west, south, east, north] = (query.get('bbox') ?? '').split(',').map(Number);
  const grid = mapGrid(
    { west: west!, south: south!, east: east!, north: north! },
    Number(query.get('zoom')),
  );
  const squares = await gridOfScreens(db, filter, grid.box, grid.cell);
  await pinsOf(
    db,
    squares.filter((s) => s.count === 1).map((s) => s.first_id),
  );
}

async function timed<T>(into: number[], work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  into.push(performance.now() - started);
  return result;
}

async function measure(database: Database) {
  const screenCount = Number(args.screens);
  console.log(`Seeding ${screenCount} screens (${database.kind})…`);
  await database.migrate();
  const catalogue = await seedFinderCatalogue(database, screenCount);
  const { paths } = finderSearches(catalogue, Number(args.queries));
  console.log(`${catalogue.screens} screens; ${paths.length} distinct searches, one at a time`);
  const { db } = database;
  const timings = new Map<string, { now: number[]; before: number[] }>();
  const of = (name: string) => {
    if (!timings.has(name)) timings.set(name, { now: [], before: [] });
    return timings.get(name)!;
  };
  // Whichever runs second finds the rows the first read in memory: each goes first half the time.
  let turn = 0;
  const both = async <A, B>(first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> => {
    turn += 1;
    if (turn % 2) return [await first(), await second()];
    const b = await second();
    return [await first(), b];
  };
  for (const search of paths) {
    const query = new URL(search, 'http://localhost').searchParams;
    const filter: ScreenFilter = {
      location: query.get('location') ?? undefined,
      boardName: query.get('boardName') ?? undefined,
      categoryId: query.has('categoryId') ? Number(query.get('categoryId')) : undefined,
    };
    const shape = shapeOf(search);
    if (search.includes('/clusters')) {
      // The same SQL before and after: timed once, shown on both sides.
      await timed(of(shape).now, () => mapView(db, filter, query));
      of(shape).before.push(of(shape).now.at(-1)!);
      continue;
    }
    // Every list page and pin set is read knowing its count (decision 0066); the count is now
    // bounded (decision 0069), before it counted every match.
    const count = shape.replace(/^(list p\d|pins)/, 'count');
    const [total, everyTotal] = await both(
      () => timed(of(count).now, () => countScreens(db, filter)),
      () => timed(of(count).before, () => everyMatchCounted(db, filter)),
    );
    if (total !== Math.min(everyTotal, countedUpTo + 1))
      throw new Error(`counts differ: ${search}`);
    if (search.includes('/pins')) {
      const [now, before] = await both(
        () =>
          timed(of(shape).now, () =>
            listPins(db, filter, { after: 0, limit: pinAnswerMaxPins + 1, matches: total }),
          ),
        () => timed(of(shape).before, () => everyPin(db, filter)),
      );
      const first = before.slice(0, pinAnswerMaxPins + 1);
      if (now.map((p) => p.id).join() !== first.map((p) => p.id).join()) {
        throw new Error(`pins differ for ${search}`);
      }
      continue;
    }
    const page = { limit: 24, offset: Number(query.get('page')) * 24 };
    const [now, before] = await both(
      () => timed(of(shape).now, () => listScreens(db, filter, page, total)),
      () => timed(of(shape).before, () => listScreens(db, filter, page, everyTotal)),
    );
    if (JSON.stringify(now) !== JSON.stringify(before)) throw new Error(`pages differ: ${search}`);
  }
  // The broadest terms on their own: each count and first pins both ways, five times.
  for (const location of ['Block', 'Dubai', 'Marina']) {
    const filter = { location };
    const runs = {
      count: [] as number[],
      every: [] as number[],
      pins: [] as number[],
      all: [] as number[],
    };
    for (let round = 0; round < 5; round += 1) {
      const total = await timed(runs.count, () => countScreens(db, filter));
      await timed(runs.every, () => everyMatchCounted(db, filter));
      const part = { after: 0, limit: pinAnswerMaxPins + 1, matches: total };
      await timed(runs.pins, () => listPins(db, filter, part));
      await timed(runs.all, () => everyPin(db, filter));
    }
    const median = (values: number[]) =>
      percentile(
        [...values].sort((a, b) => a - b),
        50,
      ).toFixed(1);
    console.log(
      `location=${location}: count now ${median(runs.count)} ms, every match ${median(runs.every)} ms; ` +
        `first pins ${median(runs.pins)} ms, every pin ${median(runs.all)} ms (medians of 5)`,
    );
  }
  const ms = (sorted: number[]) =>
    [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1).padStart(6)).join(' / ');
  console.log(
    `\n${'shape'.padEnd(28)}    n   now p50 / p95 / p99 ms      before p50 / p95 / p99 ms`,
  );
  const all = { now: [] as number[], before: [] as number[] };
  for (const [shape, { now, before }] of [...timings].sort(([a], [b]) => a.localeCompare(b))) {
    all.now.push(...now);
    all.before.push(...before);
    now.sort((a, b) => a - b);
    before.sort((a, b) => a - b);
    console.log(
      `${shape.padEnd(28)} ${String(now.length).padStart(4)}   ${ms(now)}    ${ms(before)}`,
    );
  }
  all.now.sort((a, b) => a - b);
  all.before.sort((a, b) => a - b);
  console.log(
    `${'every query'.padEnd(28)} ${String(all.now.length).padStart(4)}   ${ms(all.now)}    ${ms(all.before)}`,
  );
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'screenspot-bench-'));
  const server = args.pglite
    ? undefined
    : await createDatabase('finder_queries', process.env.DATABASE_URL ?? localAdminUrl);
  const database = await openDatabase(server ? { databaseUrl: server.url, dataDir } : { dataDir });
  try {
    await measure(database);
  } finally {
    await database.close();
    await server?.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
