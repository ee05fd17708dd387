// The service as `npm start` builds it (buildApp, embedded database, local storage), plus one signed-in
// advertiser for `npm run bench:upload`. Prints one JSON line when it is listening.
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { desc } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { billboards, customers } from '../src/db/schema';
import { seedDatabase } from '../src/db/seed/index';
import { createSession, sessionCookieName } from '../src/modules/auth/session';

const config = parseConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
await seedDatabase(database);

const [advertiser] = await database.db
  .insert(customers)
  .values({
    email: `bench-${randomBytes(4).toString('hex')}@example.com`,
    phoneNumber: '+971500000000',
    companyName: 'Benchmark Media',
    name: 'Bench',
    surname: 'Mark',
    passwordHash: await argon2.hash(randomBytes(16).toString('hex'), { type: argon2.argon2id }),
    confirmedAt: new Date(),
  })
  .returning();
const session = await createSession(database.db, advertiser!.id, 'bench');
const [screen] = await database.db
  .select()
  .from(billboards)
  .orderBy(desc(billboards.durationSeconds))
  .limit(1);

const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
console.log(
  JSON.stringify({
    port,
    cookie: `${sessionCookieName}=${session.token}`,
    ledId: screen!.id,
    maxSeconds: screen!.durationSeconds,
  }),
);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
