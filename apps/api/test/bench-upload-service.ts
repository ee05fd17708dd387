// The service as `npm start` builds it (buildApp, embedded database, local storage), plus signed-in
// advertisers for `npm run bench:upload`, one per concurrent upload (each account may have two
// uploads on their way and 20 an hour). Prints one JSON line when it is listening.
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { desc } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { screens, customers } from '../src/db/schema';
import { seedDatabase } from '../src/db/seed/index';
import { createSession, sessionCookieName } from '../src/modules/auth/session';

const config = parseConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
await seedDatabase(database);

const passwordHash = await argon2.hash(randomBytes(16).toString('hex'), { type: argon2.argon2id });
const cookies: string[] = [];
for (let i = 0; i < 16; i += 1) {
  const [advertiser] = await database.db
    .insert(customers)
    .values({
      email: `bench-${randomBytes(4).toString('hex')}@example.com`,
      phoneNumber: `+9715000000${String(i).padStart(2, '0')}`,
      companyName: 'Benchmark Media',
      name: 'Bench',
      surname: 'Mark',
      passwordHash,
      confirmedAt: new Date(),
    })
    .returning();
  const session = await createSession(database.db, advertiser!.id, 'bench');
  cookies.push(`${sessionCookieName}=${session.token}`);
}
const [screen] = await database.db
  .select()
  .from(screens)
  .orderBy(desc(screens.durationSeconds))
  .limit(1);

const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
console.log(
  JSON.stringify({
    port,
    cookies,
    ledId: screen!.id,
    maxSeconds: screen!.durationSeconds,
  }),
);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
