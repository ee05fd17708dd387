// Players on screens: pairing, the manifest of what to play, video downloads, proof-of-play
// ingestion and heartbeats; the console's players and health, the customer's delivery.
import { orderIdParamsSchema } from '@screenspot/contracts/order';
import {
  manifestSchema,
  type Manifest,
  orderDeliverySchema,
  pairingClaimedSchema,
  pairingClaimSchema,
  pairingCreatedSchema,
  playerLimits,
  playerStatusAnswerSchema,
  playerStatusSchema,
  playsResultSchema,
  playsUploadSchema,
  orderScreenshotParamsSchema,
  playerScreenshotSchema,
  screenshotLimits,
  screenshotQuerySchema,
} from '@screenspot/contracts/player';
import { sendImage } from '../../http/send-image';
import { acceptScreenshot, orderScreenshots, screenshotImage } from './screenshots.service';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagMatches } from '../../http/etag';
import { sendVideo } from '../../http/send-video';
import { HttpError } from '../../plugins/errors';
import { securityHeaders } from '../../security';
import { orderVideo } from '../booking';
import { organisationAccount } from '../organisations';
import { orderDelivery, recordStatus } from './health.service';
import { createManifestCache } from './manifest.service';
import { claimPairing, createPairing } from './pairing.service';
import { currentPlayer, listenForRevocations, requirePlayer } from './player-auth';
import { createDeliveryAnnouncer } from './delivery-events';
import { ingestPlays } from './plays.service';
import * as repository from './repository';
import { errors } from '../../http/error-responses';
import { customerRoute } from '../../http/operation';

/**
 * The player's API (/api/player/*, Bearer token after pairing) and the owner's delivery figures.
 * A player only ever reaches its own screen's manifest, videos and plays.
 */
export const playbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config, storage } = app.deps;
  const db = database.db;
  const cacheSeconds = config.PLAYER_CACHE_SECONDS;
  const playerOnly = requirePlayer(db, cacheSeconds);
  const manifests = createManifestCache(database, cacheSeconds > 0, app.deps.clock);
  const manifestFor = manifests.manifestFor;
  const stopListening: (() => Promise<void>)[] = [];
  app.addHook('onReady', async () => {
    if (cacheSeconds > 0) {
      stopListening.push(await listenForRevocations(database), await manifests.listen());
    }
  });
  const deliveryAnnouncer = createDeliveryAnnouncer(db, app.log);
  app.addHook('onClose', async () => {
    deliveryAnnouncer.close();
    for (const stop of stopListening) await stop();
  });

  app.post(
    '/player/pairings',
    {
      // No account yet: each client address may draw a few codes, so codes cannot be farmed.
      config: {
        rateLimit: {
          max: playerLimits.pairingsPerAddress,
          timeWindow: playerLimits.pairingWindowMinutes * 60_000,
        },
      },
      // It takes no input: a body with anything in it is refused rather than ignored.
      onRequest: async (request) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > 0 || request.headers['transfer-encoding']) {
          throw new HttpError(400, 'player.noBody');
        }
      },
      schema: {
        body: z.object({}).strict().nullish(),
        response: { 201: pairingCreatedSchema, ...errors },
      },
    },
    async (_request, reply) => reply.code(201).send(await createPairing(db)),
  );

  app.post(
    '/player/pairings/claim',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: { body: pairingClaimSchema, response: { 200: pairingClaimedSchema, ...errors } },
    },
    async (request) => claimPairing(db, request.body.claimToken, request.body.publicKey),
  );

  // Most polls carry the current ETag: the 304 is answered as soon as the player is known, before
  // the body, validation, handler and onSend stages, with the headers every data answer carries
  // (decision 0027: the short security set, no-store, the request id) written once here.
  const notModifiedHeaders = [
    ...securityHeaders(config.CONTENT_URL).data,
    ['cache-control', 'no-store'],
  ].flat();
  const found = new WeakMap<FastifyRequest, Manifest>();
  app.get(
    '/player/manifest',
    {
      onRequest: async (request, reply) => {
        await playerOnly(request);
        const manifest = await manifestFor(currentPlayer(request));
        const etag = `"${manifest.version}"`;
        if (!etagMatches(request.headers['if-none-match'], etag)) {
          found.set(request, manifest);
          return;
        }
        reply.hijack();
        // No body and no Content-Length: keep-alive clients would wait for a body.
        reply.raw.writeHead(304, [...notModifiedHeaders, 'etag', etag, 'x-request-id', request.id]);
        reply.raw.end();
      },
      schema: { response: { 200: manifestSchema, 304: z.null(), ...errors } },
    },
    async (request, reply) => {
      const manifest = found.get(request) ?? (await manifestFor(currentPlayer(request)));
      reply.header('etag', `"${manifest.version}"`);
      return manifest;
    },
  );

  app.get(
    '/player/videos/:itemToken',
    {
      onRequest: playerOnly,
      schema: {
        params: z.object({ itemToken: z.string().max(100) }),
        response: { 200: z.unknown(), 206: z.unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const player = currentPlayer(request);
      const item = await repository.findItem(db, request.params.itemToken);
      // Another screen's item is answered as if it did not exist.
      if (!item || item.screenId !== player.screenId || item.revokedAt) {
        throw new HttpError(404, 'player.notInManifest');
      }
      const video = await orderVideo(db, item.orderId);
      if (!video || video.videoKey !== item.videoKey) {
        throw new HttpError(404, 'player.replaced');
      }
      return sendVideo(request, reply, storage, video);
    },
  );

  app.post(
    '/player/plays',
    {
      onRequest: playerOnly,
      // A thousand records are about 250 KB of JSON.
      bodyLimit: 1024 * 1024,
      schema: { body: playsUploadSchema, response: { 200: playsResultSchema, ...errors } },
    },
    async (request) =>
      ingestPlays(db, currentPlayer(request), request.body.plays, {
        cacheSeconds,
        batchSignature: request.body.batchSignature,
        onDelivered: deliveryAnnouncer.changed,
        oneRoundTrip: database.kind === 'postgres',
      }),
  );

  app.post(
    '/player/status',
    {
      onRequest: playerOnly,
      // A full report is well under 4 KB; a larger body is refused before it is read.
      bodyLimit: 16 * 1024,
      schema: { body: playerStatusSchema, response: { 200: playerStatusAnswerSchema, ...errors } },
    },
    async (request) =>
      recordStatus(
        db,
        currentPlayer(request),
        request.body,
        app.deps.clock(),
        config.SCREENSHOT_MINUTES,
      ),
  );

  // A screenshot arrives as the image itself: bytes up to 300 KB, whatever the declared type.
  const screenshotRoutes: FastifyPluginAsyncZod = async (images) => {
    images.removeAllContentTypeParsers();
    images.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: screenshotLimits.maxBytes },
      (_request, body, done) => done(null, body),
    );
    images.post(
      '/player/screenshots',
      {
        onRequest: playerOnly,
        config: {
          rateLimit: {
            max: screenshotLimits.perHour,
            timeWindow: 3_600_000,
            keyGenerator: (request) => `screenshot:${request.headers.authorization ?? request.ip}`,
          },
        },
        schema: {
          querystring: screenshotQuerySchema,
          body: z.custom<Buffer>(
            (value) => Buffer.isBuffer(value) && value.length > 0,
            'Send the screenshot as the request body.',
          ),
          response: { 201: playerScreenshotSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(
          await acceptScreenshot(
            db,
            currentPlayer(request),
            {
              itemToken: request.query.itemToken,
              bytes: request.body,
              capturedAt: request.query.capturedAt,
              signature: request.query.signature,
            },
            app.deps.clock(),
          ),
        ),
    );
  };
  await app.register(screenshotRoutes);

  app.get(
    '/order/:id/screenshots',
    customerRoute(
      {
        summary: "An order's screenshots",
        description:
          'Frames the screen’s player captured while the order’s video played, newest first: each with its sha256, size and the server’s time of receipt. `url` is the image.',
        tag: 'Orders',
        token: 'read',
        example: [
          {
            id: 81,
            ledId: 12,
            orderId: 204,
            sha256: '9f2c4e1b7a0d4c3e8f6a5b2d1c0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e',
            bytes: 48211,
            contentType: 'image/jpeg',
            takenAt: '2026-12-01T14:30:05.000Z',
            url: '/api/order/204/screenshots/81',
          },
        ],
      },
      {
        params: orderIdParamsSchema,
        response: { 200: z.array(playerScreenshotSchema), ...errors },
      },
    ),
    async (request) => orderScreenshots(db, organisationAccount(request), request.params.id),
  );

  app.get(
    '/order/:id/screenshots/:screenshotId',
    customerRoute(
      {
        summary: 'One screenshot of an order',
        description: 'The JPEG or WebP image itself; its ETag is its sha256.',
        tag: 'Orders',
        token: 'read',
        example: null,
      },
      { params: orderScreenshotParamsSchema, response: { 200: z.unknown(), ...errors } },
    ),
    async (request, reply) =>
      sendImage(
        request,
        reply,
        await screenshotImage(db, request.params.screenshotId, {
          customerId: organisationAccount(request),
          orderId: request.params.id,
        }),
      ),
  );

  app.get(
    '/order/:id/delivery',
    customerRoute(
      {
        summary: "An order's proof of play",
        description:
          'Spots booked and plays reported by the screen’s player, per local day, and what the delivery guarantee gave: one line per make-good or credit, for a screen outage in booked hours (`outage`, with the Dubai stretch it was silent in) or a cell the nightly check found short (`shortfall`).',
        tag: 'Orders',
        token: 'read',
        example: {
          orderId: 204,
          timezone: 'Asia/Dubai',
          booked: 1680,
          played: 1432,
          days: [{ date: '2026-12-01', booked: 240, played: 238 }],
          remedies: [
            {
              reason: 'outage',
              date: '2026-12-01',
              daypart: 'evening',
              from: '2026-12-01T15:00:00.000Z',
              to: '2026-12-01T15:45:00.000Z',
              playsOwed: 30,
              madeGoodPlays: 120,
              creditedPlays: 0,
              creditCents: 0,
              creditNoteNumber: null,
            },
          ],
        },
      },
      { params: orderIdParamsSchema, response: { 200: orderDeliverySchema, ...errors } },
    ),
    async (request) => orderDelivery(db, organisationAccount(request), request.params.id),
  );
};
