// The service with one extra queue whose handler never finishes, for the job queue's crash test.
// It sends one job, prints "started <id>" when a worker takes it, and then waits to be killed.
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

const config = parseConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
const app = await buildApp({ config, database, logger: false });
app.deps.jobs.work(
  'test.crash',
  async (_data, job) => {
    console.log(`started ${job.id}`);
    await new Promise(() => {});
  },
  { expireInSeconds: 2, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, retryBackoff: false },
);
await app.ready();
const id = await app.deps.jobs.send('test.crash', { note: 'survives a crash' });
console.log(`sent ${id}`);
