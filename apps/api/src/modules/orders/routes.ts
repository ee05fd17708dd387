// Orders and their videos: the customer's orders, their videos, creative checks, status
// history, and the console's moderation (approve, reject, move a status).
import {
  orderHistoryEntrySchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderSchema,
} from '@screenspot/contracts/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { thumbnailParamsSchema, videoChecksSchema } from '@screenspot/contracts/video-checks';
import { z } from 'zod';
import type { Storage } from '../../adapters/storage/storage';
import type { Db } from '../../db/client';
import { requireCustomer } from '../auth';
import { organisationAccount } from '../organisations';
import {
  checkThumbnail,
  getOwnOrder,
  listOrders,
  ownOrderHistory,
  ownVideoChecks,
  toOrder,
} from './service';
import { sendThumbnail } from '../../http/send-thumbnail';
import { sendVideo } from '../../http/send-video';
import { sendPage } from '../../http/send-page';
import { errors } from '../../http/error-responses';
import { requestLanguage } from '../../i18n';

export const orderRoutes: FastifyPluginAsyncZod<{ db: Db; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  app.get(
    '/order/getAll',
    {
      preHandler: requireCustomer,
      schema: { querystring: orderListQuerySchema, response: { 200: z.array(orderSchema) } },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await listOrders(db, organisationAccount(request), request.query, requestLanguage(request)),
      ),
  );

  app.get(
    '/order/:id',
    {
      preHandler: requireCustomer,
      schema: { params: orderIdParamsSchema, response: { 200: orderSchema } },
    },
    async (request) =>
      toOrder(
        await getOwnOrder(db, organisationAccount(request), request.params.id),
        requestLanguage(request),
      ),
  );

  app.get(
    '/order/:id/history',
    {
      preHandler: requireCustomer,
      schema: {
        params: orderIdParamsSchema,
        response: { 200: z.array(orderHistoryEntrySchema) },
      },
    },
    async (request) => ownOrderHistory(db, organisationAccount(request), request.params.id),
  );

  app.get(
    '/order/:id/video',
    {
      preHandler: requireCustomer,
      schema: {
        params: orderIdParamsSchema,
        // The body is the video's bytes (a stream, not serialised); errors are JSON.
        response: { 200: z.unknown(), 206: z.unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const order = await getOwnOrder(db, organisationAccount(request), request.params.id);
      return sendVideo(request, reply, storage, order);
    },
  );

  app.get(
    '/order/:id/checks',
    {
      preHandler: requireCustomer,
      schema: { params: orderIdParamsSchema, response: { 200: videoChecksSchema } },
    },
    async (request) => ownVideoChecks(db, organisationAccount(request), request.params.id),
  );

  app.get(
    '/order/:id/checks/thumbnails/:index',
    {
      preHandler: requireCustomer,
      schema: {
        params: thumbnailParamsSchema,
        response: { 200: z.unknown(), 304: z.unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, index } = request.params;
      await getOwnOrder(db, organisationAccount(request), id);
      return sendThumbnail(request, reply, storage, await checkThumbnail(db, storage, id, index));
    },
  );
};
