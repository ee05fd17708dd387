// Signed webhooks for agencies: endpoints and their events, deliveries through the job queue with
// retries, replay, the daily delivery summary, and the private-address guard.
import { pageQuerySchema } from '@screenspot/contracts/paging';
import { idParamsSchema, recordIdSchema } from '@screenspot/contracts/record-id';
import {
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
} from '@screenspot/contracts/webhook';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Jobs } from '../../jobs/queue';
import { requireCustomer } from '../auth';
import { organisationAccount } from '../organisations';
import { queueDelivery } from './delivery-job';
import * as webhooks from './service';
import { sendPage } from '../../http/send-page';
import { sendNoContent } from '../../http/no-content';
import { limitBodies } from '../../http/body-limit';
import { errors } from '../../http/error-responses';

/** The signed-in customer's webhook endpoints and their deliveries (session or API token). */
export const webhookRoutes: FastifyPluginAsyncZod<{
  db: Db;
  jobs: Jobs;
  settings: webhooks.WebhookSettings;
}> = async (app, { db, jobs, settings }) => {
  app.addHook('onRequest', requireCustomer);
  limitBodies(app);

  app.post(
    '/user/webhooks',
    { schema: { body: webhookCreateSchema, response: { 201: webhookCreatedSchema, ...errors } } },
    async (request, reply) => {
      const created = await webhooks.createEndpoint(
        db,
        settings,
        organisationAccount(request),
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/user/webhooks',
    {
      schema: {
        querystring: pageQuerySchema,
        response: { 200: webhookEndpointListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await webhooks.listEndpoints(db, organisationAccount(request), request.query),
      ),
  );

  app.delete(
    '/user/webhooks/:id',
    { schema: { params: idParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) =>
      sendNoContent(
        reply,
        webhooks.deleteEndpoint(db, organisationAccount(request), request.params.id),
      ),
  );

  app.get(
    '/user/webhooks/:id/deliveries',
    {
      schema: {
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: webhookDeliveryListSchema, ...errors },
      },
    },
    async (request, reply) => {
      return sendPage(
        reply,
        await webhooks.listDeliveries(
          db,
          organisationAccount(request),
          request.params.id,
          request.query,
        ),
      );
    },
  );

  app.post(
    '/user/webhooks/:id/ping',
    { schema: { params: idParamsSchema, response: { 202: webhookDeliverySchema, ...errors } } },
    async (request, reply) => {
      const delivery = await webhooks.pingEndpoint(
        db,
        organisationAccount(request),
        request.params.id,
      );
      await queueDelivery(db, jobs, { id: delivery.id, queuedAt: null });
      return reply.code(202).send(delivery);
    },
  );

  app.post(
    '/user/webhooks/:id/deliveries/:deliveryId/replay',
    {
      schema: {
        params: z.object({ id: recordIdSchema, deliveryId: recordIdSchema }),
        response: { 202: webhookDeliverySchema, ...errors },
      },
    },
    async (request, reply) => {
      const delivery = await webhooks.replayDelivery(
        db,
        organisationAccount(request),
        request.params.id,
        request.params.deliveryId,
      );
      // Queued at once; the dispatcher would otherwise pick it up within a few seconds.
      await queueDelivery(db, jobs, { id: delivery.id, queuedAt: null });
      return reply.code(202).send(delivery);
    },
  );
};
