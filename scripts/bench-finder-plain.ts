// The finder's baseline for `npm run bench:finder -- --varied`: a plain Node HTTP server and a pg
// pool running, for every request, the same SQL the service builds (the catalog repository's
// queries, taken as text), with no framework, validation or cache. Usage:
// DATABASE_URL=... node --import tsx scripts/bench-finder-plain.ts  → prints "plain on <port>".
import { createServer } from 'node:http';
import { fromPriceCents } from '@screenspot/contracts/booking';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../apps/api/src/db/client';
import * as schema from '../apps/api/src/db/schema';
import { pinAnswerMaxPins } from '@screenspot/contracts/screen';
import {
  screensQuery,
  countQuery,
  countedUpTo,
  gridOfScreens,
  pinsOf,
  pinsQuery,
  type ScreenFilter,
} from '../apps/api/src/modules/catalog/repository';
import { clustersOf, mapGrid } from '../apps/api/src/modules/catalog/service';
import { priceMultipliers } from '../apps/api/src/modules/booking/operator.service';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
// The same pool size the service opens.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
// Only to build the SQL text; the queries run on the pool directly.
const builder = drizzle({ client: pool, schema }) as unknown as Db;

type Row = Record<string, unknown>;

async function run(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<Row[]> {
  const { sql, params } = query.toSQL();
  return (await pool.query({ text: sql, values: params })).rows as Row[];
}

const text = (value: string | null) => value?.trim() || undefined;

// The "from" price in dollars, as the service shows it: the cheapest daypart's price of one spot
// for one day, from the screen's loop and the daypart multipliers (read once; the bench does not
// change them).
const multipliers = await priceMultipliers(builder);
const fromPrice = (r: Row) =>
  fromPriceCents(
    {
      priceCents: r.price_cents as number,
      durationSeconds: r.duration_seconds as number,
      slotsPerLoop: r.loop_slots as number,
      houseSlots: r.house_slots as number,
      openingHours: { open: r.opens_at as string, close: r.closes_at as string },
    },
    multipliers,
  ) / 100;

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const q = url.searchParams;
  const segment = q.get('categoryId');
  const filter: ScreenFilter = {
    location: text(q.get('location')),
    boardName: text(q.get('boardName')),
    categoryId: segment ? Number(segment) : undefined,
  };
  const counted = async () =>
    Number(Object.values((await run(countQuery(builder, filter)))[0]!)[0]);
  // As the service sends a count: past the bound, the bound and a flag.
  const totalHeaders = (n: number): Record<string, string> =>
    n > countedUpTo
      ? { 'x-total-count': String(countedUpTo), 'x-total-count-capped': 'true' }
      : { 'x-total-count': String(n) };
  const pin = (r: Row) => ({
    id: r.id,
    latitude: r.latitude,
    longitude: r.longitude,
    price: fromPrice(r),
  });
  const answer = async (): Promise<{ body: unknown; headers: Record<string, string> }> => {
    if (url.pathname === '/api/leds/pins/clusters') {
      const [west, south, east, north] = (q.get('bbox') ?? '').split(',').map(Number);
      const grid = mapGrid(
        { west: west!, south: south!, east: east!, north: north! },
        Number(q.get('zoom')),
      );
      const squares = await gridOfScreens(builder, filter, grid.box, grid.cell);
      const lone = squares.filter((square) => square.count === 1).map((square) => square.first_id);
      const pins = lone.length ? await run(pinsOf(builder, lone) as never) : [];
      return {
        body: {
          pins: pins.map(pin),
          ...clustersOf(squares),
        },
        headers: {},
      };
    }
    if (url.pathname === '/api/leds/pins') {
      // As the service does: the count chooses how the pins are found, and bounds the answer.
      const matches = await counted();
      const part = { after: 0, limit: pinAnswerMaxPins, matches };
      const rows = await run(pinsQuery(builder, filter, part));
      return { body: rows.map(pin), headers: {} };
    }
    const size = q.has('size') ? Number(q.get('size')) : undefined;
    const page = size ? { limit: size, offset: Number(q.get('page') ?? 0) * size } : undefined;
    // As the service does: a page is read knowing how many match (decision 0066).
    const matches = page ? await counted() : undefined;
    const rows = await run(screensQuery(builder, filter, page, matches));
    return {
      body: rows.map((r) => ({
        id: r.id,
        ledId: r.id,
        billboardName: r.name,
        location: r.location,
        latitude: r.latitude,
        longitude: r.longitude,
        price: fromPrice(r),
        title: r.title,
        description: r.description,
        screens: r.screens,
        size: r.size,
        mediaType: r.media_type,
        duration: r.duration_seconds,
        categoryId: r.segment_id,
      })),
      headers: matches === undefined ? {} : totalHeaders(matches),
    };
  };
  answer().then(
    ({ body, headers }) => {
      const bytes = Buffer.from(JSON.stringify(body));
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': bytes.length,
        ...headers,
      });
      response.end(bytes);
    },
    (error: unknown) => {
      response.writeHead(500).end(String(error));
    },
  );
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`plain on ${address.port}`);
});
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
