import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startService, type RunningService } from '../../../../e2e/support/service';
import { createDatabase } from './support';

/**
 * A fault test file's own database and data folder, made before its tests; after them, every
 * service started on them is stopped and both are removed.
 */
export function useServiceSite(label: string) {
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
  let dataDir: string | undefined;
  const running: RunningService[] = [];

  beforeAll(async () => {
    database = await createDatabase(label);
    dataDir = mkdtempSync(path.join(tmpdir(), `screenspot-fault-${label}-`));
  });

  afterAll(async () => {
    for (const service of running) await service.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    get database() {
      return database!;
    },
    get dataDir() {
      return dataDir!;
    },
    /** A service on the site's database and folder; `env` adds to its environment. */
    async start(env: Record<string, string> = {}) {
      const service = await startService(
        { DATABASE_URL: database!.url, LOG_LEVEL: 'warn', ...env },
        { dataDir },
      );
      running.push(service);
      return service;
    },
  };
}
