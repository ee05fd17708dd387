import { ledIdParamsSchema, playerIdParamsSchema } from '@screenspot/contracts/player';
import {
  fleetQuerySchema,
  fleetSchema,
  offlineAlertSchema,
  playerCommandRequestSchema,
  playerCommandSchema,
  playerCommandsSchema,
} from '@screenspot/contracts/screen-health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentCustomer } from '../auth';
import * as service from './service';

/** The console's fleet health: every screen's state, alert thresholds and remote commands. */
export const screenHealthAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/screen-health',
    { schema: { querystring: fleetQuerySchema, response: { 200: fleetSchema } } },
    async (request) => service.fleetPage(db, request.query, app.deps.clock()),
  );

  app.get(
    '/leds/:ledId/offline-alert',
    {
      schema: {
        params: ledIdParamsSchema,
        response: { 200: z.object({ minutes: z.number().int() }) },
      },
    },
    async (request) => service.getOfflineAlert(db, request.params.ledId),
  );

  app.put(
    '/leds/:ledId/offline-alert',
    {
      schema: {
        params: ledIdParamsSchema,
        body: offlineAlertSchema,
        response: { 200: z.object({ minutes: z.number().int() }) },
      },
    },
    async (request) => service.setOfflineAlert(db, request.params.ledId, request.body.minutes),
  );

  app.get(
    '/leds/:ledId/commands',
    { schema: { params: ledIdParamsSchema, response: { 200: playerCommandsSchema } } },
    async (request) => service.screenCommands(db, request.params.ledId),
  );

  app.post(
    '/players/:playerId/commands',
    {
      schema: {
        params: playerIdParamsSchema,
        body: playerCommandRequestSchema,
        response: { 201: playerCommandSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await service.requestCommand(
          db,
          {
            playerId: request.params.playerId,
            kind: request.body.kind,
            operatorId: currentCustomer(request).id,
          },
          app.deps.clock(),
        ),
      ),
  );
};
