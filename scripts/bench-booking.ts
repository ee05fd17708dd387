// `npm run bench:booking`: on a fresh PostgreSQL database (DATABASE_URL, else the local server),
// 50 concurrent customers book one-screen campaigns through the booking service (screen share-lock,
// sorted ledger locks, capacity check, holds, campaign, order, cells, history), then the same rows
// are written by plain inserts with no ledger and no check. Prints throughput, p50/p99 and the ratio.
// Options: --customers 50, --bookings 3000, --screens 20, --pool 20 (connections in the
// pool; the service's own default is 10). A booking is one round trip, the function
// `book_campaign` (share-lock the screen, hold the cells in one upsert that locks, checks and
// holds, then the campaign, the order, its cells and history); the plain inserts make six.
import { localDate } from '@screenspot/contracts/booking';
import { openPostgres, type Db } from '../apps/api/src/db/client';
import { createDatabase, localAdminUrl } from '../e2e/support/postgres';
import {
  screens,
  campaigns,
  customers,
  orderCells,
  orders,
  orderStatusHistory,
} from '../apps/api/src/db/schema';
import { bookedOrderFields } from '../apps/api/src/modules/booking/schedule';
import { book, prepareBooking, withRetry } from '../apps/api/src/modules/booking/service';
import { numberOptions } from './bench-options';
import { percentile } from './bench-stats';

const args = numberOptions({ customers: 50, bookings: 3000, screens: 20, pool: 20 });
const concurrency = args.customers;
const total = args.bookings;
const screenCount = args.screens;
const poolSize = args.pool;

const dayparts = ['morning', 'daytime', 'evening', 'night'] as const;
const day = (n: number) => localDate(new Date(Date.now() + n * 86_400_000));

async function run(label: string, work: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        await work(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const result = {
    label,
    perSecond: total / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
  console.log(
    `${label.padEnd(14)} ${result.perSecond.toFixed(0).padStart(6)} bookings/s  p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms`,
  );
  return result;
}

async function main() {
  const scratch = await createDatabase('bench_booking', process.env.DATABASE_URL ?? localAdminUrl);
  const database = openPostgres(scratch.url, poolSize);
  try {
    await database.migrate();
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
          // Room for every booking: the bench measures the locking path, not refusals.
          loopSlots: 10_000,
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

    // The same requests for both runs: a screen, a 1–3 day flight in the next 30 days, 1–2 dayparts.
    const requests = Array.from({ length: total }, (_, i) => {
      const start = 1 + ((i * 7) % 30);
      return {
        customerId: people[i % concurrency]!.id,
        item: {
          ledId: benchScreens[(i * 13) % screenCount]!.id,
          startDate: day(start),
          endDate: day(start + (i % 3)),
          dayparts: [dayparts[i % 4]!, dayparts[(i + 1) % 4]!].sort(),
          spotsPerLoop: 1 + (i % 2),
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
    const prepared = await Promise.all(requests.map((r) => prepareBooking(db, [r.item], rules)));

    const booked = await run('booking', (i) =>
      withRetry(() =>
        db.transaction((tx) =>
          book(
            tx,
            { customerId: requests[i]!.customerId, name: null, prepared: prepared[i]! },
            rules,
          ),
        ),
      ).then(() => undefined),
    );
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
    console.log(
      `ratio ${ratio.toFixed(2)} (goal ≥ 0.5: ${ratio >= 0.5 ? 'met' : 'missed'}); booking p99 ${booked.p99.toFixed(1)} ms (goal ≤ 100 ms: ${booked.p99 <= 100 ? 'met' : 'missed'}); ${concurrency} customers on ${poolSize} connections, ${total} bookings each run`,
    );
  } finally {
    await database.close();
    await scratch.drop();
  }
}

await main();
