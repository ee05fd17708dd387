// Fills the database with 10,000 screens, 100,000 orders and their notifications for benchmarks:
// `npm run seed:bench` (embedded database in DATA_DIR, or DATABASE_URL).
import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import { parseConfig } from '../config';
import { openDatabase, queryRows, type Database } from './client';
import { seedDatabase } from './seed/index';

export const benchPassword = 'Bench#Password1';

/** Adds screens, customers and orders in bulk; returns how many of each exist afterwards. */
export async function seedBench(
  database: Database,
  counts = { screens: 10_000, customers: 1_000, orders: 100_000 },
) {
  const { db } = database;
  await seedDatabase(database);
  const hash = await argon2.hash(benchPassword, { type: argon2.argon2id });
  await db.execute(sql`
    insert into screens (name, location, latitude, longitude, price_cents, title, description,
      screens, size, media_type, duration_seconds, segment_id)
    select s.name || ' #' || g, s.location, s.latitude + (random() - 0.5) * 0.02,
      s.longitude + (random() - 0.5) * 0.02, s.price_cents, s.title, s.description, s.screens, s.size,
      s.media_type, s.duration_seconds, s.segment_id
    from generate_series(1, ${counts.screens}) g
    join lateral (select * from screens order by id offset (g % 40) limit 1) s on true`);
  await db.execute(sql`
    insert into screen_images (screen_id, content_type, bytes, etag)
    select s.id, i.content_type, i.bytes, i.etag
    from screens s
    join lateral (select * from screen_images order by screen_id offset (s.id % 40) limit 1) i on true
    where not exists (select 1 from screen_images x where x.screen_id = s.id)`);
  await db.execute(sql`
    insert into customers (email, phone_number, company_name, name, surname, password_hash, confirmed_at)
    select 'bench' || g || '@example.com', '+9715' || lpad(g::text, 8, '0'), 'Bench Co ' || g, 'Bench',
      'Customer', ${hash}, now()
    from generate_series(1, ${counts.customers}) g
    on conflict (email) do nothing`);
  await db.execute(sql`
    insert into orders (customer_id, screen_id, status_code, price_cents, video_key,
      video_content_type, video_bytes, video_duration_ms, created_at)
    select c.id, 1 + (g % (select max(id) from screens)), (g % 6)::smallint, 25000,
      'bench/placeholder.mp4', 'video/mp4', 1048576, 10000, now() - (g || ' minutes')::interval
    from generate_series(1, ${counts.orders}) g
    join lateral (select id from customers where email = 'bench' || (1 + g % ${counts.customers}) || '@example.com') c on true`);
  // Every order a moderator decided on (all but those under review or cancelled) told its customer,
  // as the operator console does; older ones have been read.
  await db.execute(sql`
    insert into notifications (customer_id, order_id, title, message, is_read, created_at)
    select o.customer_id, o.id,
      case when o.status_code = 3 then 'Your video for ' || s.name || ' was not approved'
        else 'Your video for ' || s.name || ' has been approved' end,
      case when o.status_code = 3
        then 'Your video for ' || s.name || ' (order #' || o.id || ') was not approved. '
          || 'Reason: the text is too small to read. You are welcome to upload a new video that meets the guidelines.'
        else 'Good news: your video for ' || s.name || ' (order #' || o.id || ') passed moderation '
          || 'and is ready to display. Complete the payment to launch your campaign.' end,
      o.created_at < now() - interval '1 day', o.created_at + interval '1 hour'
    from orders o join screens s on s.id = o.screen_id
    where o.status_code in (1, 2, 3, 4) and o.video_key = 'bench/placeholder.mp4'
      and not exists (select 1 from notifications n where n.order_id = o.id)`);
  const [totals] = await queryRows<{ screens: number; orders: number; notifications: number }>(
    db,
    sql`select (select count(*)::int from screens) as screens, (select count(*)::int from orders) as orders,
      (select count(*)::int from notifications) as notifications`,
  );
  return totals!;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = parseConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  await database.migrate();
  const totals = await seedBench(database);
  console.log(
    `Benchmark data ready: ${totals.screens} screens, ${totals.orders} orders, ` +
      `${totals.notifications} notifications.`,
  );
  console.log(`Bench customers: bench1@example.com … bench1000@example.com / ${benchPassword}`);
  await database.close();
}
