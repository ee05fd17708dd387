import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startService, type RunningService } from '../e2e/support/service';
import { createDatabase } from '../apps/api/test/faults/support';

type BenchDatabase = Awaited<ReturnType<typeof createDatabase>>;

/**
 * The built service on a PostgreSQL database of its own (made on the server of DATABASE_URL and
 * dropped after) with a temporary data folder, for one bench's `run`: the service is stopped, the
 * database dropped and the folder removed however the run ends.
 */
export async function withBenchService<T>(
  label: string,
  env: Record<string, string>,
  run: (service: RunningService, database: BenchDatabase) => Promise<T>,
): Promise<T> {
  const database = await createDatabase(`bench${label}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), `screenspot-bench-${label}-`));
  const service = await startService(
    { DATABASE_URL: database.url, LOG_LEVEL: 'warn', ...env },
    { dataDir },
  );
  try {
    return await run(service, database);
  } finally {
    await service.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
