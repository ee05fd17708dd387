// Changes of a paid campaign: more days for its screens, or more screens, each held and paid on
// its own (decision 0043).
import { apiErrorSchema } from '@screenspot/contracts/api-error';
import {
  campaignIdParamsSchema,
  capacityConflictSchema,
  quoteSchema,
} from '@screenspot/contracts/booking-api';
import {
  campaignChangeRequestSchema,
  campaignChangeSchema,
} from '@screenspot/contracts/campaign-change';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../http/error-responses';
import { organisationAccount } from '../organisations';
import { changeCampaign, quoteChange } from './change.service';
import { bookingRules } from './rules';
import { bookingItemExample, campaignExample, quoteExample } from '../api-docs';
import { customerRoute } from '../../http/operation';

export const campaignChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const rules = bookingRules(app.deps.config, app.deps.clock);

  app.post(
    '/campaigns/:id/changes/quote',
    customerRoute(
      {
        summary: 'Price a change of a paid campaign',
        description:
          'The quote of a change (see `POST /api/campaigns/{id}/changes`) without holding anything: `{ "kind": "extend", "endDate" }` or `{ "kind": "screens", "items" }`. 409 while the campaign is not paid. A token needs `book`: pricing locks the campaign’s orders, as the change does.',
        tag: 'Booking',
        token: 'book',
        requestExample: { kind: 'extend', endDate: '2026-12-14' },
        example: quoteExample,
      },
      {
        params: campaignIdParamsSchema,
        body: campaignChangeRequestSchema,
        response: { 200: quoteSchema, ...errors },
      },
    ),
    async (request) =>
      quoteChange(
        db,
        {
          customerId: organisationAccount(request),
          campaignId: request.params.id,
          change: request.body,
        },
        rules,
      ),
  );

  app.post(
    '/campaigns/:id/changes',
    customerRoute(
      {
        summary: 'Extend a paid campaign or add screens',
        description:
          'A paid campaign takes more days for its screens (`{ "kind": "extend", "endDate" }`: each screen keeps its dayparts, spots and video, and the new order goes to review) or more screens (`{ "kind": "screens", "items" }`: each awaits its video). The change is a new quote, held all or nothing under the rules of any booking (409 lists the cells that lack room, or names a cap); its orders join the campaign and are paid on their own with `POST /api/campaigns/{id}/payment`, which leaves paid orders alone. 409 while nothing of the campaign is paid. Send an `Idempotency-Key` header to retry safely.',
        tag: 'Booking',
        token: 'book',
        requestExample: { kind: 'screens', items: [bookingItemExample] },
        example: {
          campaignId: 31,
          orders: [{ ...campaignExample.orders[0], orderId: 231 }],
          quote: quoteExample,
        },
      },
      {
        params: campaignIdParamsSchema,
        body: campaignChangeRequestSchema,
        // 409: cells without room (listed), a campaign not paid, or a cap on unpaid holds.
        response: {
          201: campaignChangeSchema,
          409: capacityConflictSchema.or(apiErrorSchema),
          ...errors,
        },
      },
      // A retry with the same Idempotency-Key answers the first change instead of a second one.
      { idempotent: true },
    ),
    async (request, reply) => {
      const change = await changeCampaign(
        { db, jobs: app.deps.jobs },
        {
          customerId: organisationAccount(request),
          campaignId: request.params.id,
          change: request.body,
        },
        rules,
      );
      return reply.code(201).send(change);
    },
  );
};
