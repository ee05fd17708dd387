import { orderIdParamsSchema } from '@screenspot/contracts/order';
import {
  operatorPauseRequestSchema,
  orderControlsSchema,
  replacementDecisionSchema,
} from '@screenspot/contracts/order-control';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderHistoryEntrySchema } from '@screenspot/contracts/order';
import { z } from 'zod';
import { sendVideo } from '../../http/send-video';
import { currentCustomer } from '../auth';
import { findControlOrder, orFound } from './control.service';
import { orderHistory } from '../orders';
import { orderControls } from './control.offers';
import { actingAs, controlDeps } from './control.deps';
import { setPaused } from './control.pause';
import { decideReplacement } from './control.replacement';
import { errors } from '../../http/error-responses';

/** The console's control of any order (registered behind the operator check). */
export const orderControlAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => controlDeps(app);
  const operator = (request: FastifyRequest) => actingAs(request, 'operator');

  app.get(
    '/orders/:id/controls',
    { schema: { params: orderIdParamsSchema, response: { 200: orderControlsSchema, ...errors } } },
    async (request) => orderControls(deps().db, operator(request), request.params.id),
  );

  // The changes besides status (pauses, schedule changes, replacement videos), with who made them.
  app.get(
    '/orders/:id/changes',
    {
      schema: {
        params: orderIdParamsSchema,
        response: { 200: z.array(orderHistoryEntrySchema), ...errors },
      },
    },
    async (request) => {
      const order = orFound(await findControlOrder(deps().db, request.params.id, null));
      return (await orderHistory(deps().db, order.id)).filter((entry) => entry.kind !== 'status');
    },
  );

  app.post(
    '/orders/:id/pause',
    {
      schema: {
        params: orderIdParamsSchema,
        body: operatorPauseRequestSchema,
        response: { 200: orderControlsSchema, ...errors },
      },
    },
    async (request) =>
      setPaused(deps(), {
        orderId: request.params.id,
        actor: operator(request),
        paused: true,
        reason: request.body.reason,
      }),
  );

  app.post(
    '/orders/:id/resume',
    { schema: { params: orderIdParamsSchema, response: { 200: orderControlsSchema, ...errors } } },
    async (request) =>
      setPaused(deps(), {
        orderId: request.params.id,
        actor: operator(request),
        paused: false,
        reason: null,
      }),
  );

  app.post(
    '/orders/:id/replacement',
    {
      schema: {
        params: orderIdParamsSchema,
        body: replacementDecisionSchema,
        response: { 200: orderControlsSchema, ...errors },
      },
    },
    async (request) =>
      decideReplacement(deps(), {
        orderId: request.params.id,
        operatorId: currentCustomer(request).id,
        approve: request.body.decision === 'approve',
        reason: request.body.reason ?? null,
      }),
  );

  app.get(
    '/orders/:id/replacement/video',
    {
      schema: {
        params: orderIdParamsSchema,
        response: { 200: z.unknown(), 206: z.unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const order = orFound(await findControlOrder(deps().db, request.params.id, null));
      return sendVideo(request, reply, deps().storage, {
        videoKey: order.pendingVideoKey,
        videoContentType: order.pendingVideoContentType,
      });
    },
  );
};
