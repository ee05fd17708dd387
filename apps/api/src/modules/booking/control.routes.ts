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
import { organisationAccount } from '../organisations';
import { orderControls } from './control.offers';
import { actingAs, controlDeps } from './control.deps';
import { endOrderNow } from './control.end';
import { setPaused } from './control.pause';
import { changeSchedule } from './control.schedule-change';
import { errors } from '../../http/error-responses';
import { liveOrderControlsExample } from '../api-docs';
import { customerRoute } from '../../http/operation';

/**
 * The customer's control of a booked order (decision 0025). Another customer's order answers 404
 * on every route, exactly like a missing one. A new video goes through POST /api/order (orderId).
 */
export const orderControlRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => controlDeps(app);
  const customer = (request: FastifyRequest) => actingAs(request, 'customer');

  app.get(
    '/order/:id/controls',
    customerRoute(
      {
        summary: 'What may be done with an order now',
        description:
          'Its phase (unpaid, scheduled, live, ended), a pause and who made it, a new video awaiting moderation, which changes are allowed, and what ending now would refund (VAT included). Decision 0025.',
        tag: 'Orders',
        token: 'read',
        example: liveOrderControlsExample,
      },
      { params: orderIdParamsSchema, response: { 200: orderControlsSchema, ...errors } },
    ),
    async (request) => orderControls(deps().db, customer(request), request.params.id),
  );

  app.post(
    '/order/:id/schedule',
    customerRoute(
      {
        summary: "Change an order's dates, dayparts or spots before it starts",
        description:
          'A new quote: the spots move from the old cells to the new ones all or nothing (409 with the short cells, nothing changed). A paid order’s difference is invoiced (bank transfer) or credited (credit note). Send an `Idempotency-Key` header to retry safely.',
        tag: 'Orders',
        token: 'book',
        requestExample: {
          startDate: '2026-12-10',
          endDate: '2026-12-12',
          dayparts: ['evening'],
          spotsPerLoop: 2,
        },
        example: {
          orderId: 204,
          previousTotalCents: 18_900,
          totalCents: 56_700,
          differenceCents: 37_800,
          invoice: { number: 'INV-000051', url: '/api/invoices/INV-000051.pdf' },
          creditNote: null,
        },
      },
      {
        params: orderIdParamsSchema,
        body: scheduleChangeRequestSchema,
        response: {
          200: scheduleChangeAnswerSchema,
          409: capacityConflictSchema.or(apiErrorSchema),
          ...errors,
        },
      },
      // A retry with the same Idempotency-Key answers the first answer (one change, one document).
      { idempotent: true },
    ),
    async (request) =>
      changeSchedule(deps(), {
        customerId: organisationAccount(request),
        orderId: request.params.id,
        schedule: request.body,
      }),
  );

  for (const [path, paused, operation] of [
    [
      'pause',
      true,
      {
        summary: 'Pause a paid order',
        description:
          'Its video leaves the screen’s next manifest. Paused time keeps its capacity and is not refunded.',
        tag: 'Orders',
        token: 'book',
        example: {
          ...liveOrderControlsExample,
          paused: { at: '2026-11-24T15:45:00.000Z', by: 'customer', reason: null },
          canPause: false,
          canResume: true,
        },
      },
    ],
    [
      'resume',
      false,
      {
        summary: 'Resume an order you paused',
        description:
          'A pause made by ScreenSpot (with its reason) is lifted by ScreenSpot only: 409.',
        tag: 'Orders',
        token: 'book',
        example: liveOrderControlsExample,
      },
    ],
  ] as const) {
    app.post(
      `/order/:id/${path}`,
      customerRoute(operation, {
        params: orderIdParamsSchema,
        response: { 200: orderControlsSchema, ...errors },
      }),
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
    customerRoute(
      {
        summary: 'End a running order now',
        description:
          'Dayparts that have not started are released and refunded at their quoted price by credit note; the daypart playing now is not refunded; the order completes. Send an `Idempotency-Key` header to retry safely.',
        tag: 'Orders',
        token: 'book',
        example: {
          creditNoteNumber: 'CN-000007',
          creditNoteUrl: '/api/credit-notes/CN-000007.pdf',
          invoiceNumber: 'INV-000042',
          refundCents: 9_450,
          refundStatus: 'pending',
        },
      },
      { params: orderIdParamsSchema, response: { 200: refundAnswerSchema, ...errors } },
      { idempotent: true },
    ),
    async (request) =>
      endOrderNow(deps(), { customerId: organisationAccount(request), orderId: request.params.id }),
  );
};
