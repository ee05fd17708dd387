import {
  adminOrderDetailSchema,
  adminOrderSchema,
  changeOrderStatusSchema,
  ordersQuerySchema,
  pagedOrdersSchema,
  rejectOrderSchema,
} from '@screenspot/contracts/admin';
import { orderStatus } from '@screenspot/contracts/order-status';
import { idParamsSchema } from '@screenspot/contracts/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { currentCustomer } from '../auth/session';
import * as repository from './orders.repository';
import * as service from './orders.service';
import { parseRange } from './video';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get('/moderation', { schema: { response: { 200: z.array(adminOrderSchema) } } }, async () =>
    service.moderationQueue(db),
  );

  app.get(
    '/orders',
    { schema: { querystring: ordersQuerySchema, response: { 200: pagedOrdersSchema } } },
    async (request) => service.searchOrders(db, request.query),
  );

  app.get(
    '/orders/:id',
    { schema: { params: idParamsSchema, response: { 200: adminOrderDetailSchema } } },
    async (request) => service.orderDetail(db, request.params.id),
  );

  app.post(
    '/orders/:id/approve',
    { schema: { params: idParamsSchema, response: { 200: adminOrderDetailSchema } } },
    async (request) =>
      service.changeOrderStatus(app.deps, request.log, {
        orderId: request.params.id,
        to: orderStatus.approved,
        operatorId: currentCustomer(request).id,
      }),
  );

  app.post(
    '/orders/:id/reject',
    {
      schema: {
        params: idParamsSchema,
        body: rejectOrderSchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) =>
      service.changeOrderStatus(app.deps, request.log, {
        orderId: request.params.id,
        to: orderStatus.rejected,
        reason: request.body.reason,
        operatorId: currentCustomer(request).id,
      }),
  );

  app.post(
    '/orders/:id/status',
    {
      schema: {
        params: idParamsSchema,
        body: changeOrderStatusSchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) =>
      service.changeOrderStatus(app.deps, request.log, {
        orderId: request.params.id,
        to: request.body.status,
        reason: request.body.reason,
        operatorId: currentCustomer(request).id,
      }),
  );

  // The moderation player asks for ranges, so long videos start at once and can be scrubbed.
  app.get(
    '/orders/:id/video',
    { schema: { params: idParamsSchema, response: { 200: z.any(), 206: z.any() } } },
    async (request, reply) => {
      const order = await repository.findOrder(db, request.params.id);
      if (!order) throw new HttpError(404, 'This order was not found.');
      if (!order.videoKey || !order.videoContentType) {
        throw new HttpError(404, 'This order has no video yet.');
      }
      const storage = app.deps.storage;
      if (!storage) throw new HttpError(503, 'Video storage is not available.');
      const stat = await storage.stat(order.videoKey);
      if (!stat) throw new HttpError(404, 'The video of this order is missing from storage.');

      const range = parseRange(request.headers.range, stat.size);
      reply
        .header('accept-ranges', 'bytes')
        .header('content-type', order.videoContentType)
        .header('cache-control', 'private, no-store');
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${stat.size}`);
        throw new HttpError(416, 'This part of the video does not exist.');
      }
      if (!range) {
        reply.header('content-length', stat.size);
        return reply.send(await storage.read(order.videoKey));
      }
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
        .header('content-length', range.end - range.start + 1);
      return reply.send(await storage.read(order.videoKey, range));
    },
  );
};
