import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { pino, type Logger } from 'pino';
import { createMessenger, type Messenger } from './adapters/messages';
import type { Config } from './config';
import type { Database } from './db/client';
import { accountRoutes } from './modules/account/routes';
import { authDeps } from './modules/auth/deps';
import { authRoutes } from './modules/auth/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { devRoutes } from './modules/dev/routes';
import { healthRoutes } from './modules/health/routes';
import { registerErrorHandlers } from './plugins/errors';
import { registerOriginCheck } from './plugins/origin-check';
import { sessionPlugin } from './plugins/session';
import { registerSpa } from './plugins/spa';
import { contentSecurityPolicy } from './security';

export type AppDeps = {
  config: Config;
  database: Database;
  messenger: Messenger;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** false silences request logs (tests); a pino logger is used as is. */
  logger?: boolean | Logger;
};

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole service: external plugins, then app plugins, then routes. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const logger =
    typeof options.logger === 'object'
      ? options.logger
      : pino({
          enabled: options.logger !== false,
          level: config.LOG_LEVEL ?? (config.NODE_ENV === 'test' ? 'warn' : 'info'),
        });
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: true,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // Let in-flight requests finish on close; idle keep-alive sockets are dropped.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const messenger = createMessenger(config, database.db, app.log);
  app.decorate('deps', { config, database, messenger });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyRateLimit, { global: false });

  registerErrorHandlers(app);
  registerOriginCheck(app, config.PUBLIC_URL);
  await app.register(sessionPlugin, { db: database.db });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(catalogRoutes, { db: database.db });
      const accountDeps = authDeps(config, database.db, messenger);
      await api.register(authRoutes, { deps: accountDeps });
      await api.register(accountRoutes, { deps: accountDeps });
      if (!config.isProduction) await api.register(devRoutes, { messenger });
    },
    { prefix: '/api' },
  );

  await registerSpa(app, config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultWebDist);
  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
