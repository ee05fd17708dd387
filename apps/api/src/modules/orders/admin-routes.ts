import { darkScreenCount } from '../screen-health';
import { adminSummarySchema } from '@screenspot/contracts/admin';
import {
  adminOrderDetailSchema,
  adminOrderSchema,
  approveOrderSchema,
  changeOrderStatusSchema,
  ordersQuerySchema,
  pagedOrdersSchema,
  rejectOrderSchema,
} from '@screenspot/contracts/admin-orders';
import type { ReasonCode } from '@screenspot/contracts/compliance';
import { orderStatus, type OrderStatusCode } from '@screenspot/contracts/order-status';
import { idParamsSchema } from '@screenspot/contracts/record-id';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  overrideChecksSchema,
  thumbnailParamsSchema,
  videoChecksSchema,
} from '@screenspot/contracts/video-checks';
import { z } from 'zod';
import { checkThumbnail } from './service';
import { currentCustomer } from '../auth';
import { sendThumbnail } from '../../http/send-thumbnail';
import { sendVideo } from '../../http/send-video';
import { countOpenRequests } from '../contact';
import * as service from './moderation.service';

/** The console's side of orders: the moderation queue, order search, decisions and videos. */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // Approving, rejecting and the status menu are each one decision of the signed-in operator.
  const decide = (
    request: FastifyRequest,
    decision: {
      orderId: number;
      to: OrderStatusCode;
      reason?: string;
      reasonCode?: ReasonCode;
      videoId?: string;
    },
  ) =>
    service.changeOrderStatus(app.deps, request.log, {
      ...decision,
      operatorId: currentCustomer(request).id,
    });

  app.get('/summary', { schema: { response: { 200: adminSummarySchema } } }, async () => {
    const [underReview, openContactRequests, darkScreens] = await Promise.all([
      service.countUnderReview(db),
      countOpenRequests(db),
      darkScreenCount(db, app.deps.clock()),
    ]);
    return { underReview, openContactRequests, darkScreens };
  });

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
    {
      schema: {
        params: idParamsSchema,
        body: approveOrderSchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) =>
      decide(request, {
        orderId: request.params.id,
        to: orderStatus.approved,
        videoId: request.body?.videoId,
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
      decide(request, {
        orderId: request.params.id,
        to: orderStatus.rejected,
        reason: request.body.reason,
        reasonCode: request.body.reasonCode,
        videoId: request.body.videoId,
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
      decide(request, {
        orderId: request.params.id,
        to: request.body.status,
        reason: request.body.reason,
        reasonCode: request.body.reasonCode,
        videoId: request.body.videoId,
      }),
  );

  // The moderation player asks for ranges, so long videos start at once and can be scrubbed.
  app.get(
    '/orders/:id/video',
    { schema: { params: idParamsSchema, response: { 200: z.any(), 206: z.any() } } },
    async (request, reply) => {
      const order = await service.orderVideo(db, request.params.id);
      return sendVideo(request, reply, app.deps.storage, order);
    },
  );

  app.get(
    '/orders/:id/checks',
    { schema: { params: idParamsSchema, response: { 200: videoChecksSchema } } },
    async (request) => service.orderVideoChecks(db, request.params.id),
  );

  app.post(
    '/orders/:id/checks/override',
    {
      schema: {
        params: idParamsSchema,
        body: overrideChecksSchema,
        response: { 200: videoChecksSchema },
      },
    },
    async (request) =>
      service.overrideVideoChecks(db, request.log, {
        orderId: request.params.id,
        operatorId: currentCustomer(request).id,
        reason: request.body.reason,
      }),
  );

  app.get(
    '/orders/:id/checks/thumbnails/:index',
    { schema: { params: thumbnailParamsSchema, response: { 200: z.any(), 304: z.any() } } },
    async (request, reply) => {
      const { id, index } = request.params;
      const thumb = await checkThumbnail(db, app.deps.storage, id, index);
      return sendThumbnail(request, reply, app.deps.storage, thumb);
    },
  );
};
