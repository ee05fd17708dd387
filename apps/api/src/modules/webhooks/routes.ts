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
import { requireCustomer } from '../auth';
import { organisationAccount } from '../organisations';
import { queueDelivery } from './delivery-job';
import * as webhooks from './service';
import { sendPage } from '../../http/send-page';
import { sendNoContent } from '../../http/no-content';
import { limitBodies } from '../../http/body-limit';
import { errors } from '../../http/error-responses';
import { webhookDeliveryExample, webhookEndpointExample } from '../api-docs';
import { documented } from '../../http/operation';

/** The signed-in customer's webhook endpoints and their deliveries (session or API token). */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, jobs, config } = app.deps;
  const { db } = database;
  const settings = webhooks.webhookSettings(config);
  app.addHook('onRequest', requireCustomer);
  limitBodies(app);

  app.post(
    '/user/webhooks',
    documented(
      {
        summary: 'Register a webhook endpoint',
        description:
          'An HTTPS address (in development also http://localhost) and the events to send to it: `order.approved`, `order.rejected`, `order.paid`, `order.live` (first play), `order.paused`, `order.completed`, `delivery.summary` (yesterday’s plays per order, each morning). The signing `secret` is in this answer only. Each delivery is a POST signed in `ScreenSpot-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`; a non-2xx answer is retried with a doubling pause for three days. Private, loopback and link-local addresses are refused.',
        tag: 'Webhooks',
        access: 'customer',
        token: 'book',
        requestExample: {
          url: 'https://agency.example/hooks/screenspot',
          events: ['order.approved', 'order.paid', 'delivery.summary'],
        },
        example: { ...webhookEndpointExample, secret: 'whsec_Jd8…' },
      },
      { body: webhookCreateSchema, response: { 201: webhookCreatedSchema, ...errors } },
    ),
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
    documented(
      {
        summary: 'List your webhook endpoints',
        description: 'Never their secrets. Paged: `page` (from 0), `size`, `X-Total-Count`.',
        tag: 'Webhooks',
        access: 'customer',
        token: 'read',
        example: [webhookEndpointExample],
      },
      {
        querystring: pageQuerySchema,
        response: { 200: webhookEndpointListSchema, ...errors },
      },
    ),
    async (request, reply) =>
      sendPage(
        reply,
        await webhooks.listEndpoints(db, organisationAccount(request), request.query),
      ),
  );

  app.delete(
    '/user/webhooks/:id',
    documented(
      {
        summary: 'Delete a webhook endpoint',
        description: 'Its deliveries go with it; queued attempts are dropped.',
        tag: 'Webhooks',
        access: 'customer',
        token: 'book',
        example: null,
      },
      { params: idParamsSchema, response: { 204: z.null(), ...errors } },
    ),
    async (request, reply) =>
      sendNoContent(
        reply,
        webhooks.deleteEndpoint(db, organisationAccount(request), request.params.id),
      ),
  );

  app.get(
    '/user/webhooks/:id/deliveries',
    documented(
      {
        summary: 'An endpoint’s deliveries',
        description:
          'Newest first, with the status code of the last attempt and the payload sent. Paged: `page`, `size`, `X-Total-Count`.',
        tag: 'Webhooks',
        access: 'customer',
        token: 'read',
        example: [webhookDeliveryExample],
      },
      {
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: webhookDeliveryListSchema, ...errors },
      },
    ),
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
    documented(
      {
        summary: 'Send a test event',
        description:
          'Queues a signed `webhook.ping` delivery to the endpoint at once, to test your receiver. Answers 202 with the delivery.',
        tag: 'Webhooks',
        access: 'customer',
        token: 'book',
        example: {
          ...webhookDeliveryExample,
          event: 'webhook.ping',
          status: 'pending',
          attempts: 0,
          lastStatusCode: null,
          lastAttemptAt: null,
          deliveredAt: null,
          payload: {
            id: 'webhook.ping:ping:Qm9x3',
            type: 'webhook.ping',
            createdAt: '2026-11-24T16:10:00.000Z',
            data: { endpointId: 4 },
          },
        },
      },
      { params: idParamsSchema, response: { 202: webhookDeliverySchema, ...errors } },
    ),
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
    documented(
      {
        summary: 'Send a delivery again',
        description:
          'Queues it at once, delivered or not, with three more days of retries. Answers 202 with the delivery as it now stands.',
        tag: 'Webhooks',
        access: 'customer',
        token: 'book',
        example: { ...webhookDeliveryExample, status: 'pending' },
      },
      {
        params: z.object({ id: recordIdSchema, deliveryId: recordIdSchema }),
        response: { 202: webhookDeliverySchema, ...errors },
      },
    ),
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
