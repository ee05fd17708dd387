import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { pino, type Logger } from 'pino';
import { createMessenger } from './adapters/messages';
import { createStorage } from './adapters/storage/index';
import type { Storage } from './adapters/storage/storage';
import './app-deps';
import type { Config } from './config';
import type { Database } from './db/client';
import { accountRoutes } from './modules/account/routes';
import { authDeps } from './modules/auth/deps';
import { authRoutes } from './modules/auth/routes';
import { scheduleHousekeeping } from './jobs/housekeeping';
import { scheduleHoldExpiry } from './modules/booking/holds';
import { bookingRoutes } from './modules/booking/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { contactRoutes } from './modules/contact/routes';
import { contentRoutes } from './modules/content/routes';
import { devRoutes } from './modules/dev/routes';
import { eventRoutes } from './modules/events/routes';
import { healthRoutes } from './modules/health/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { orderRoutes } from './modules/orders/routes';
import { registerErrorHandlers } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { operatorApi } from './plugins/operator-api';
import { registerOriginCheck } from './plugins/origin-check';
import { registerPrivateAnswers } from './plugins/private-answers';
import { registerBodyIdleTimeout, serverTimeoutOptions } from './plugins/timeouts';
import { sessionPlugin } from './plugins/session';
import { registerSpa } from './plugins/spa';
import { contentSecurityPolicyFor, cspHeaderValue, permissionsPolicy } from './security';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** false silences request logs (tests); a pino logger is used as is. */
  logger?: boolean | Logger;
  /** Defaults to the driver the configuration names (STORAGE). */
  storage?: Storage;
};

const requestIdPattern = /^[A-Za-z0-9-]{8,64}$/;

/** A client's X-Request-Id when it is 8 to 64 letters, digits or dashes; otherwise undefined. */
export function acceptedRequestId(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && requestIdPattern.test(header) ? header : undefined;
}

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
    // X-Forwarded-* count only from the proxies TRUST_PROXY lists; otherwise request.ip (per-address
    // limits, logs) is the socket's address, which a client cannot forge.
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    // A caller's X-Request-Id is kept only when it is a plain token; anything else gets a new id.
    requestIdHeader: false,
    genReqId: (request) => acceptedRequestId(request.headers['x-request-id']) ?? randomUUID(),
    bodyLimit: 1024 * 1024,
    // Header, whole-request and keep-alive timeouts; the body idle timeout is a hook below.
    ...serverTimeoutOptions,
    // Let in-flight requests finish on close; idle keep-alive sockets are dropped.
    forceCloseConnections: 'idle',
    // A path Fastify cannot decode (broken percent-encoding) answers in the API's error shape.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).send({ message: 'This address is not valid.' });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routeList: { method: string; url: string }[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeList.push({ method, url: route.url });
    }
  });

  const messenger = createMessenger(config, database.db, app.log);
  const storage = options.storage ?? createStorage(config);
  app.decorate('deps', { config, database, messenger, storage });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // The same as the policy's frame-ancestors 'none', for browsers that predate it.
    frameguard: { action: 'deny' },
  });
  // Helmet would rebuild the policy string on every request; it never changes while running.
  const csp = cspHeaderValue(contentSecurityPolicyFor(config.CONTENT_URL));
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    reply.header('permissions-policy', permissionsPolicy);
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyRateLimit, { global: false });

  registerErrorHandlers(app);
  registerOriginCheck(app, config.PUBLIC_URL);
  registerInputGuard(app);
  registerPrivateAnswers(app);
  registerBodyIdleTimeout(app);
  await app.register(sessionPlugin, { db: database.db });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(catalogRoutes, { db: database.db });
      await api.register(orderRoutes, { db: database.db, storage });
      await api.register(bookingRoutes, { db: database.db });
      await api.register(contactRoutes);
      await api.register(notificationRoutes, { db: database.db });
      await api.register(eventRoutes, {
        database,
        keepAliveSeconds: config.EVENTS_KEEPALIVE_SECONDS,
      });
      await api.register(operatorApi, { prefix: '/admin' });
      const accountDeps = authDeps(config, database.db, messenger);
      await api.register(authRoutes, { deps: accountDeps });
      await api.register(accountRoutes, { deps: accountDeps });
      if (!config.isProduction) await api.register(devRoutes, { messenger });
    },
    { prefix: '/api' },
  );
  await app.register(
    async (cms) => {
      await cms.register(contentRoutes);
    },
    { prefix: '/cms' },
  );

  await registerSpa(app, config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultWebDist, {
    contentUrl: config.CONTENT_URL,
  });
  // Uploads cut short by a crash leave temporary files. Every instance beats a heartbeat in its own
  // temporary folder and sweeps the folders whose heartbeat stopped (three beats missed), so a
  // killed process's files go within a few beats while any instance runs, and live uploads on
  // other instances sharing the storage are never touched.
  const beatMs = config.UPLOAD_HEARTBEAT_SECONDS * 1000;
  const tendTemp = async () => {
    try {
      await storage.heartbeat();
      const removed = await storage.sweepTemp(3 * beatMs);
      if (removed > 0) app.log.info({ removed }, 'removed temporary uploads of a stopped process');
    } catch (error) {
      app.log.warn({ err: error }, 'could not tend temporary uploads');
    }
  };
  let tending: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void tendTemp();
    tending = setInterval(() => void tendTemp(), beatMs);
    tending.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(tending);
  });
  scheduleHoldExpiry(app, database.db, config.HOLD_SWEEP_SECONDS);
  scheduleHousekeeping(app, database.db, config.HOUSEKEEPING_MINUTES);
  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
