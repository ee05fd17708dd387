// A booked order under its customer's control: edit the schedule before it starts, pause and
// resume, end now with a refund, replace the video; the console's pause with a reason.
import { apiErrorSchema } from '@screenspot/contracts/api-error';
import { capacityConflictSchema } from '@screenspot/contracts/booking-api';
import { orderIdParamsSchema } from '@screenspot/contracts/order';
import {
  orderControlsSchema,
  scheduleChangeAnswerSchema,
  scheduleChangeRequestSchema,
} from '@screenspot/contracts/order-control';
import { refundAnswerSchema } from '@screenspot/contracts/payment';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../auth';
import { organisationAccount } from '../organisations';
import { orderControls } from './control.offers';
import { actingAs, type ControlDeps } from './control.deps';
import { endOrderNow } from './control.end';
import { setPaused } from './control.pause';
import { changeSchedule } from './control.schedule-change';
import { errors } from '../../http/error-responses';

/**
 * The customer's control of a booked order (decision 0025). Another customer's order answers 404
 * on every route, exactly like a missing one. A new video goes through POST /api/order (orderId).
 */
export const orderControlRoutes: FastifyPluginAsyncZod<{ deps: () => ControlDeps }> = async (
  app,
  { deps },
) => {
  const customer = (request: FastifyRequest) => actingAs(request, 'customer');

  app.get(
    '/order/:id/controls',
    {
      preHandler: requireCustomer,
      schema: { params: orderIdParamsSchema, response: { 200: orderControlsSchema, ...errors } },
    },
    async (request) => orderControls(deps().db, customer(request), request.params.id),
  );

  app.post(
    '/order/:id/schedule',
    {
      preHandler: requireCustomer,
      // A retry with the same Idempotency-Key answers the first answer (one change, one document).
      config: { idempotent: true },
      schema: {
        params: orderIdParamsSchema,
        body: scheduleChangeRequestSchema,
        response: {
          200: scheduleChangeAnswerSchema,
          409: capacityConflictSchema.or(apiErrorSchema),
          ...errors,
        },
      },
    },
    async (request) =>
      changeSchedule(deps(), {
        customerId: organisationAccount(request),
        orderId: request.params.id,
        schedule: request.body,
      }),
  );

  for (const [path, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    app.post(
      `/order/:id/${path}`,
      {
        preHandler: requireCustomer,
        schema: { params: orderIdParamsSchema, response: { 200: orderControlsSchema, ...errors } },
      },
      async (request) =>
        setPaused(deps(), {
          orderId: request.params.id,
          actor: customer(request),
          paused,
          reason: null,
        }),
    );
  }

  app.post(
    '/order/:id/end',
    {
      preHandler: requireCustomer,
      config: { idempotent: true },
      schema: { params: orderIdParamsSchema, response: { 200: refundAnswerSchema, ...errors } },
    },
    async (request) =>
      endOrderNow(deps(), { customerId: organisationAccount(request), orderId: request.params.id }),
  );
};
