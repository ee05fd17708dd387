import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { pino, type Logger } from 'pino';
import { createMessenger } from './adapters/messages';
import { createPaymentProviders } from './adapters/payments/index';
import { createStorage } from './adapters/storage/index';
import type { Storage } from './adapters/storage/storage';
import './app-deps';
import type { Config } from './config';
import type { Database } from './db/client';
import { accountRoutes } from './modules/account/routes';
import { apiTokenRoutes } from './modules/api-tokens/routes';
import { authRoutes } from './modules/auth/routes';
import { registerHousekeeping } from './jobs/housekeeping';
import { createJobs } from './jobs/queue';
import { registerHoldExpiry } from './modules/booking/holds';
import { systemClock } from './modules/booking/rules';
import { registerMilestones } from './modules/booking/milestones';
import { registerOutageReconcile } from './modules/delivery/outages';
import { registerDeliveryCheck } from './modules/delivery/service';
import { registerPlaysUpkeep } from './modules/playback/plays-upkeep';
import { registerNoticeMail } from './modules/notifications/service';
import { bookingRoutes } from './modules/booking/routes';
import { orderUploadRoutes } from './modules/booking/upload-routes';
import { catalogPort } from './modules/booking/catalog-port';
import { campaignChangeRoutes } from './modules/booking/change-routes';
import { catalogRoutes } from './modules/catalog/routes';
import { contactRoutes } from './modules/contact/routes';
import { contentRoutes } from './modules/content/routes';
import { devRoutes } from './modules/dev/routes';
import { eventRoutes } from './modules/events/routes';
import { healthRoutes } from './modules/health/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { orderRoutes } from './modules/orders/routes';
import { permitRoutes } from './modules/compliance/permit-routes';
import { registerPermitReminders } from './modules/compliance/permit-reminders';
import { playbackRoutes } from './modules/playback/routes';
import { recommendationRoutes } from './modules/recommendations/routes';
import { reportRoutes } from './modules/reports/routes';
import { proofRoutes } from './modules/proof';
import { proposalRoutes, registerProposalExpiry } from './modules/proposals';
import { paymentRoutes } from './modules/payments/routes';
import { stripeWebhookRoutes } from './modules/payments/webhook-routes';
import { apiTokenAuth } from './plugins/api-token-auth';
import { registerVideoChecks } from './modules/orders/video-check-job';
import { registerMockups } from './modules/mockups';
import { mockupRoutes } from './modules/mockups/routes';
import { registerWebhooks } from './modules/webhooks/delivery-job';
import { einvoiceRoutes } from './modules/einvoices/routes';
import { registerEInvoices } from './modules/einvoices/transmission-job';
import { webhookRoutes } from './modules/webhooks/routes';
import { orderControlRoutes } from './modules/booking/control.routes';
import { registerErrorHandlers, sendError, serializeError } from './plugins/errors';
import { idempotency } from './plugins/idempotency';
import { registerInputGuard } from './plugins/input-guard';
import { registerOpenApi } from './plugins/openapi';
import { operatorApi } from './plugins/operator-api';
import { registerOriginCheck } from './plugins/origin-check';
import { registerPrivateAnswers } from './plugins/private-answers';
import { registerBodyIdleTimeout, serverTimeoutOptions } from './plugins/timeouts';
import { sessionPlugin } from './plugins/session';
import { registerSpa } from './plugins/spa';
import { memberPlugin, organisationRoutes } from './modules/organisations';
import { securityHeaders } from './security';
import { usePasswordHashCost } from './modules/auth/passwords';
import { registerFleetWatch } from './modules/screen-health/jobs';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** false silences request logs (tests); a pino logger is used as is. */
  logger?: boolean | Logger;
  /** Defaults to the driver the configuration names (STORAGE). */
  storage?: Storage;
  /** The time the booking rules read; the system's by default (tests move their own). */
  clock?: () => Date;
};

const requestIdPattern = /^[A-Za-z0-9-]{8,64}$/;

/** A client's X-Request-Id when it is 8 to 64 letters, digits or dashes; otherwise undefined. */
export function acceptedRequestId(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && requestIdPattern.test(header) ? header : undefined;
}

/**
 * The route plugins under /api, in the order they are registered. Each takes no options: it reads
 * what it needs from `app.deps` (decision 0067).
 */
const apiRoutes: FastifyPluginAsync[] = [
  healthRoutes,
  catalogRoutes,
  orderUploadRoutes,
  orderRoutes,
  mockupRoutes,
  permitRoutes,
  bookingRoutes,
  campaignChangeRoutes,
  recommendationRoutes,
  contactRoutes,
  playbackRoutes,
  notificationRoutes,
  eventRoutes,
  paymentRoutes,
  einvoiceRoutes,
  orderControlRoutes,
  reportRoutes,
  proofRoutes,
  stripeWebhookRoutes,
  authRoutes,
  accountRoutes,
  proposalRoutes,
  apiTokenRoutes,
  organisationRoutes,
  webhookRoutes,
];

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole service: external plugins, then app plugins, then routes. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  usePasswordHashCost(config.PASSWORD_HASH_COST);
  const logger =
    typeof options.logger === 'object'
      ? options.logger
      : pino({
          enabled: options.logger !== false,
          level: config.LOG_LEVEL ?? (config.NODE_ENV === 'test' ? 'warn' : 'info'),
        });
  const app = Fastify({
    loggerInstance: logger.child({}, { serializers: { err: serializeError } }) as FastifyBaseLogger,
    // X-Forwarded-* count only from the proxies TRUST_PROXY lists; otherwise request.ip (per-address
    // limits, logs) is the socket's address, which a client cannot forge.
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    // A caller's X-Request-Id is kept only when it is a plain token; anything else gets a new id.
    requestIdHeader: false,
    genReqId: (request) => acceptedRequestId(request.headers['x-request-id']) ?? randomUUID(),
    bodyLimit: 1024 * 1024,
    // Starting takes the job queue's schema on a fresh database: on a busy machine that can take
    // longer than Fastify's 10 s default for a plugin or an onReady hook.
    pluginTimeout: 60_000,
    // Header, whole-request and keep-alive timeouts; the body idle timeout is a hook below.
    ...serverTimeoutOptions,
    // Let in-flight requests finish on close; idle keep-alive sockets are dropped.
    forceCloseConnections: 'idle',
    // A path Fastify cannot decode (broken percent-encoding) answers in the API's error shape.
    frameworkErrors: (_error, request, reply) => {
      void sendError(request, reply as FastifyReply, 400, 'request.invalidAddress');
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routeList: FastifyInstance['routeList'] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        routeList.push({
          method,
          url: route.url,
          schema: route.schema,
          operation: route.config?.operation,
        });
      }
    }
  });

  const jobs = createJobs(database, app.log, {
    maintenanceIntervalSeconds: config.JOBS_MAINTENANCE_SECONDS,
  });
  const messenger = createMessenger(config, database.db, app.log, jobs);
  const storage = options.storage ?? createStorage(config);
  const payments = createPaymentProviders(config);
  const clock = options.clock ?? systemClock;
  // Every plugin and route plugin below takes its dependencies from here, never as options
  // (decision 0067).
  app.decorate('deps', {
    config,
    database,
    messenger,
    storage,
    jobs,
    payments,
    clock,
    catalogBooking: catalogPort,
  });

  // Built once at start; a header the route set itself (an image's policy) is kept.
  const headers = securityHeaders(config.CONTENT_URL);
  app.addHook('onSend', (_request, reply, payload, done) => {
    const set = headers.isData(reply.getHeader('content-type'), payload)
      ? headers.data
      : headers.document;
    for (const [name, value] of set) if (!reply.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyRateLimit, { global: false });

  registerErrorHandlers(app);
  registerOriginCheck(app, config.PUBLIC_URL);
  registerInputGuard(app);
  registerPrivateAnswers(app);
  registerBodyIdleTimeout(app);
  await app.register(sessionPlugin);
  await app.register(apiTokenAuth);
  // After both: the caller's organisation and role, and the one role check of customer routes.
  await app.register(memberPlugin);
  await app.register(idempotency);
  // Before the routes: the API reference is generated from every route registered after it.
  await registerOpenApi(app, config.PUBLIC_URL);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(
    async (api) => {
      for (const routes of apiRoutes) await api.register(routes);
      await api.register(operatorApi, { prefix: '/admin' });
      if (!config.isProduction) await api.register(devRoutes);
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
  // Each job reads what it needs from `app.deps` (decision 0067); some are off in tests.
  registerHoldExpiry(app);
  registerProposalExpiry(app);
  registerHousekeeping(app);
  registerNoticeMail(app);
  if (config.MILESTONE_SWEEP_SECONDS > 0) registerMilestones(app);
  if (config.FLEET_WATCH_SECONDS > 0) registerFleetWatch(app);
  registerPermitReminders(app);
  if (config.DELIVERY_CHECK) {
    registerDeliveryCheck(app);
    registerOutageReconcile(app);
  }
  registerPlaysUpkeep(app);
  registerVideoChecks(app);
  registerMockups(app);
  registerWebhooks(app);
  registerEInvoices(app);
  app.addHook('onReady', async () => {
    await jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await database.close();
  });
  return app;
}
