import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, parseConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { ensureDemoOperator } from './db/seed/demo-operator';
import { seedDatabase } from './db/seed/index';
import { usePasswordHashCost } from './modules/auth/passwords';

/** The start banner's second half: which mode runs, and what that means for the person reading. */
function modeBanner(config: Config): string {
  if (config.isProduction) return 'in production mode (no dev routes, no demo operator)';
  const extras = config.embeddedDatabase
    ? 'demo operator and GET /api/dev/outbox'
    : 'GET /api/dev/outbox';
  return `in ${config.NODE_ENV} mode (${extras} on; set NODE_ENV=production to deploy)`;
}

/** A line per start-up step with the time it took, so a slow first start shows where it is. */
function startSteps(logger: pino.Logger) {
  const started = Date.now();
  let stepStarted = started;
  return (step: string) => {
    const now = Date.now();
    logger.info({ step, ms: now - stepStarted, sinceStartMs: now - started }, `start: ${step}`);
    stepStarted = now;
  };
}

async function main(config: Config) {
  const logger = pino({ level: config.LOG_LEVEL ?? 'info' });
  const done = startSteps(logger);
  usePasswordHashCost(config.PASSWORD_HASH_COST);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  done(
    config.embeddedDatabase
      ? `opened the embedded database in ${config.DATA_DIR}`
      : 'connected to PostgreSQL',
  );
  await database.migrate();
  done('migrated the database');
  const seeded = await seedDatabase(database);
  done(seeded.catalog ? 'seeded the screen catalogue' : 'checked the seed (already there)');
  if (config.embeddedDatabase && !config.isProduction) {
    const operator = await ensureDemoOperator(database.db);
    // Printed whatever the log level: a person trying the product needs it.
    console.log(
      `Demo operator: ${operator.email} / ${operator.password} (sign in, then open /admin)`,
    );
  }

  const app = await buildApp({ config, database, logger });
  await app.listen({ port: config.PORT, host: config.HOST });
  done('started the service and its jobs');
  const { port } = app.server.address() as { port: number };
  console.log(`ScreenSpot is serving on http://localhost:${port} ${modeBanner(config)}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      logger.error('in-flight requests did not finish in 25 s; exiting');
      process.exit(1);
    }, 25_000);
    timer.unref();
    await app.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

let config: Config;
try {
  config = parseConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
main(config).catch((error: unknown) => {
  console.error('ScreenSpot failed to start:', error);
  process.exit(1);
});
