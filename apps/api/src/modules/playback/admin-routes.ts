import {
  ledIdParamsSchema,
  playerIdParamsSchema,
  playerLinkedSchema,
  playerLinkSchema,
  screenDeliveryQuerySchema,
  screenDeliverySchema,
  screenHealthSchema,
  playerScreenshotSchema,
  screenshotIdParamsSchema,
} from '@screenspot/contracts/player';
import { sendImage } from '../../http/send-image';
import { screenScreenshots, screenshotImage } from './screenshots.service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendNoContent } from '../../http/no-content';
import { currentCustomer } from '../auth';
import { screenDelivery, screenHealth } from './health.service';
import { currentManifestVersion } from './manifest.service';
import { linkPlayer, revokePlayer } from './pairing.service';

/** The console's side of playback: pair a screen's player, revoke it, see the screen's health. */
export const playbackAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.post(
    '/leds/:ledId/players',
    {
      schema: {
        params: ledIdParamsSchema,
        body: playerLinkSchema,
        response: { 201: playerLinkedSchema },
      },
    },
    async (request, reply) => {
      const linked = await linkPlayer(db, {
        ledId: request.params.ledId,
        code: request.body.code,
        operatorId: currentCustomer(request).id,
      });
      return reply.code(201).send(linked);
    },
  );

  app.delete(
    '/players/:playerId',
    { schema: { params: playerIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => sendNoContent(reply, revokePlayer(db, request.params.playerId)),
  );

  app.get(
    '/leds/:ledId/health',
    { schema: { params: ledIdParamsSchema, response: { 200: screenHealthSchema } } },
    async (request) => {
      const version = await currentManifestVersion(db, request.params.ledId);
      return screenHealth(db, request.params.ledId, version);
    },
  );

  app.get(
    '/leds/:ledId/screenshots',
    {
      schema: { params: ledIdParamsSchema, response: { 200: z.array(playerScreenshotSchema) } },
    },
    async (request) => screenScreenshots(db, request.params.ledId),
  );

  app.get(
    '/screenshots/:screenshotId',
    { schema: { params: screenshotIdParamsSchema, response: { 200: z.unknown() } } },
    async (request, reply) =>
      sendImage(request, reply, await screenshotImage(db, request.params.screenshotId)),
  );

  app.get(
    '/leds/:ledId/delivery',
    {
      schema: {
        params: ledIdParamsSchema,
        querystring: screenDeliveryQuerySchema,
        response: { 200: screenDeliverySchema },
      },
    },
    async (request) => screenDelivery(db, request.params.ledId, request.query.days),
  );
};
