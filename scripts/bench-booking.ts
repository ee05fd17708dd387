// `npm run bench:booking`: on a fresh PostgreSQL database (DATABASE_URL, else the local server),
// 50 concurrent customers book one-screen campaigns through HTTP (POST /api/campaigns on the
// compiled service, signed in, as the web app books), on screens of real capacity (12 spots a
// loop), so cells fill and some bookings are refused with 409; then the same rows are written by
// plain inserts over a pool, with no ledger and no check. Prints throughput, p50/p99, the refusals
// and the ratio. Options: --customers 50, --bookings 3000, --screens 20, --pool 20 (connections of
// the plain inserts' pool; the service keeps its own default of 10). `npm run build` first.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localDate } from '@screenspot/contracts/booking';
import { sql } from 'drizzle-orm';
import { openPostgres, queryRows, type Db } from '../apps/api/src/db/client';
import { createSession, sessionCookieName } from '../apps/api/src/modules/auth/session';
import { createDatabase, localAdminUrl } from '../e2e/support/postgres';
import { startService } from '../e2e/support/service';
import {
  screens,
  campaigns,
  customers,
  orderCells,
  orders,
  orderStatusHistory,
} from '../apps/api/src/db/schema';
import { bookedOrderFields } from '../apps/api/src/modules/booking/schedule';
import { prepareBooking } from '../apps/api/src/modules/booking/service';
import { numberOptions } from './bench-options';
import { percentile } from './bench-stats';

const args = numberOptions({ customers: 50, bookings: 3000, screens: 20, pool: 20 });
const concurrency = args.customers;
const total = args.bookings;
const screenCount = args.screens;
const poolSize = args.pool;

const dayparts = ['morning', 'daytime', 'evening', 'night'] as const;
const day = (n: number) => localDate(new Date(Date.now() + n * 86_400_000));

async function run(label: string, work: (i: number) => Promise<number | void>) {
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        const status = await work(i);
        latencies.push(performance.now() - t0);
        if (typeof status === 'number') statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const result = {
    label,
    statuses,
    perSecond: total / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
  console.log(
    `${label.padEnd(14)} ${result.perSecond.toFixed(0).padStart(6)} bookings/s  p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms` +
      (statuses.size
        ? `  answers ${[...statuses].map(([status, n]) => `${status}×${n}`).join(', ')}`
        : ''),
  );
  return result;
}

async function main() {
  const scratch = await createDatabase('bench_booking', process.env.DATABASE_URL ?? localAdminUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'screenspot-bench-booking-'));
  // The service migrates the database as it starts; its caps far above the bench's bookings, so
  // refusals come from the cells' capacity only.
  const service = await startService(
    {
      DATABASE_URL: scratch.url,
      LOG_LEVEL: 'warn',
      MIN_LEAD_MINUTES: '0',
      MAX_UNPAID_CAMPAIGNS: '1000',
      MAX_UNPAID_HOLD_CENTS: '100000000000',
    },
    { dataDir },
  );
  const database = openPostgres(scratch.url, poolSize);
  try {
    const db: Db = database.db;
    const benchScreens = await db
      .insert(screens)
      .values(
        Array.from({ length: screenCount }, (_, i) => ({
          name: `Bench screen ${i}`,
          location: 'Dubai',
          latitude: 25.2,
          longitude: 55.3,
          priceCents: 24_000,
          title: 'Bench',
          description: 'Bench',
          size: '1920x1080',
          mediaType: 'LED',
          durationSeconds: 15,
          // A real loop: 12 spots per cell, so the busiest cells fill and later bookings get 409.
          loopSlots: 12,
        })),
      )
      .returning({ id: screens.id });
    const people = await db
      .insert(customers)
      .values(
        Array.from({ length: concurrency }, (_, i) => ({
          email: `bench-booking-${i}@example.com`,
          phoneNumber: `+9715000${String(i).padStart(5, '0')}`,
          companyName: 'Bench',
          name: 'Bench',
          surname: 'Customer',
          passwordHash: 'x',
          confirmedAt: new Date(),
        })),
      )
      .returning({ id: customers.id });

    // The same requests for both runs, spread at random (a fixed seed, so every run asks the same):
    // a screen, a 1–3 day flight in the next 30 days, 1–2 dayparts, 1–2 spots. Most cells keep
    // room; the ones asked most fill, and the bookings that need them are refused.
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return Math.floor((seed / 2 ** 31) * n);
    };
    const requests = Array.from({ length: total }, (_, i) => {
      const start = 1 + random(30);
      const first = random(4);
      const second = random(4);
      return {
        customerId: people[i % concurrency]!.id,
        item: {
          ledId: benchScreens[random(screenCount)]!.id,
          startDate: day(start),
          endDate: day(start + random(3)),
          dayparts: [...new Set([dayparts[first]!, dayparts[second]!])].sort(),
          spotsPerLoop: 1 + random(2),
        },
      };
    });
    // Caps far above the bench's bookings: it measures the ledger, not the per-customer limits.
    const rules = {
      minLeadMinutes: 0,
      holdAwaitingVideoMinutes: 60,
      maxUnpaidCampaigns: total,
      maxUnpaidHoldCents: Number.MAX_SAFE_INTEGER,
      now: () => new Date(),
    };
    // Prepared 50 at a time: thousands at once wait longer for a pool connection than its timeout.
    const prepared: Awaited<ReturnType<typeof prepareBooking>>[] = [];
    for (let i = 0; i < requests.length; i += 50) {
      prepared.push(
        ...(await Promise.all(
          requests.slice(i, i + 50).map((r) => prepareBooking(db, [r.item], rules)),
        )),
      );
    }

    const cookies = await Promise.all(
      people.map(
        async (person) =>
          `${sessionCookieName}=${(await createSession(db, person.id, 'bench')).token}`,
      ),
    );
    const booked = await run('booking (HTTP)', async (i) => {
      const res = await fetch(`${service.url}/api/campaigns`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: cookies[i % concurrency]!,
        },
        body: JSON.stringify({ items: [requests[i]!.item] }),
      });
      await res.arrayBuffer();
      if (res.status !== 201 && res.status !== 409)
        throw new Error(`booking answered ${res.status}`);
      return res.status;
    });
    const plain = await run('plain insert', async (i) => {
      const p = prepared[i]![0]!;
      await db.transaction(async (tx) => {
        const [campaign] = await tx
          .insert(campaigns)
          .values({ customerId: requests[i]!.customerId, name: null })
          .returning({ id: campaigns.id });
        const [order] = await tx
          .insert(orders)
          .values({
            ...bookedOrderFields(p),
            customerId: requests[i]!.customerId,
            campaignId: campaign!.id,
            statusCode: 6,
          })
          .returning({ id: orders.id });
        await tx
          .insert(orderCells)
          .values(p.cells.map((cell) => ({ orderId: order!.id, ...cell })));
        await tx
          .insert(orderStatusHistory)
          .values({ orderId: order!.id, toStatus: 6, changedBy: requests[i]!.customerId });
      });
    });
    const ratio = booked.perSecond / plain.perSecond;
    const refused = booked.statuses.get(409) ?? 0;
    const [held] = await queryRows<{ full: number }>(
      database.db,
      sql`select count(*)::int as full from booking_cells where booked + held >= 12`,
    );
    console.log(
      `refused ${refused} of ${total} (409, a cell full); ${held?.full ?? 0} cells full after the run`,
    );
    console.log(
      `ratio ${ratio.toFixed(2)} (goal ≥ 0.5: ${ratio >= 0.5 ? 'met' : 'missed'}); booking p99 ${booked.p99.toFixed(1)} ms (goal ≤ 100 ms: ${booked.p99 <= 100 ? 'met' : 'missed'}); ${concurrency} customers on ${poolSize} connections, ${total} bookings each run`,
    );
  } finally {
    await database.close();
    await service.stop();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
