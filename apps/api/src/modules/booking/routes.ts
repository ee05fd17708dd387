// Campaigns and their orders' schedules: availability, quotes, the capacity ledger with its holds,
// booking all or nothing, the order states a customer moves, and what each order plays.
import {
  availabilityQuerySchema,
  availabilitySchema,
  campaignIdParamsSchema,
  campaignRequestSchema,
  campaignSchema,
  capacityConflictSchema,
  quoteRequestSchema,
  quoteSchema,
} from '@screenspot/contracts/booking-api';
import { apiErrorSchema } from '@screenspot/contracts/api-error';
import { approvalDecisionSchema } from '@screenspot/contracts/organisation';
import { pageQuerySchema } from '@screenspot/contracts/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentCustomer } from '../auth';
import { clientToName, currentMember, organisationAccount } from '../organisations';
import { spendOf } from './spend';
import { decide } from './approval';
import { bookingRules } from './rules';
import * as booking from './service';
import { sendPage } from '../../http/send-page';
import { errors } from '../../http/error-responses';
import { bookingItemExample, campaignExample, quoteExample } from '../api-docs';
import { customerRoute, documented } from '../../http/operation';

/** Availability and quotes are public; campaigns belong to the signed-in customer. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const rules = bookingRules(app.deps.config, app.deps.clock);
  app.get(
    '/leds/availability',
    documented(
      {
        summary: "A screen's free spots per day and daypart",
        tag: 'Booking',
        access: 'public',
        token: 'read',
        example: {
          ledId: 12,
          slotsPerLoop: 12,
          houseSlots: 0,
          timezone: 'Asia/Dubai',
          days: [
            {
              date: '2026-12-01',
              dayparts: [
                { id: 'morning', free: 12, total: 12, start: '06:00', end: '10:00' },
                { id: 'evening', free: 9, total: 12, start: '16:00', end: '22:00' },
              ],
            },
          ],
        },
      },
      {
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema, ...errors },
      },
    ),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return booking.availability(db, request.query, rules);
    },
  );

  app.post(
    '/quote',
    documented(
      {
        summary: 'Price a booking',
        description: 'The price of each screen, its plays and VAT; a quote books nothing.',
        tag: 'Booking',
        access: 'public',
        token: 'read',
        requestExample: { items: [bookingItemExample] },
        example: quoteExample,
      },
      { body: quoteRequestSchema, response: { 200: quoteSchema, ...errors } },
    ),
    async (request) => booking.quote(db, request.body.items, rules),
  );

  app.post(
    '/campaigns',
    customerRoute(
      {
        summary: 'Book a campaign',
        description:
          'Holds the spots of every screen at once or none (409 lists the cells that lack room). Each screen becomes an order awaiting its video; the hold lapses if no video comes in time. Send an `Idempotency-Key` header to retry safely: a retry with the same key answers the first answer. `advert` names the brand and its category: a category banned in the UAE answers 422 (`rule` CAT-BAN), a health, education or real-estate advert needs `approvalRef` (422, CAT-PRIOR), a category the screen owner refuses answers 409 (CAT-BLOCKED), and a rival brand of a category the owner keeps exclusive in the same dayparts 409 (CAT-EXCLUSIVE).',
        tag: 'Booking',
        token: 'book',
        requestExample: {
          name: 'December launch',
          advert: { brand: 'Marina Motors', category: 'automotive' },
          items: [bookingItemExample],
        },
        example: campaignExample,
      },
      {
        body: campaignRequestSchema,
        // 409: cells without room (listed), or a cap on the customer's unpaid holds (named).
        response: {
          201: campaignSchema,
          409: capacityConflictSchema.or(apiErrorSchema),
          ...errors,
        },
      },
      // A retry with the same Idempotency-Key answers the first booking instead of a second one.
      { idempotent: true },
    ),
    async (request, reply) => {
      const clientId = await clientToName(
        db,
        currentMember(request).organisationId,
        request.body.clientId,
      );
      const campaign = await booking.bookCampaign(
        db,
        {
          customerId: organisationAccount(request),
          spend: spendOf(request),
          ...request.body,
          clientId,
        },
        rules,
      );
      return reply.code(201).send(campaign);
    },
  );

  app.get(
    '/campaigns',
    customerRoute(
      {
        summary: 'List your campaigns',
        description:
          'Newest first; `page` (from 0) and `size` (1 to 500, 100 when left out), the total in `X-Total-Count`.',
        tag: 'Booking',
        token: 'read',
        example: [campaignExample],
      },
      {
        querystring: pageQuerySchema,
        response: { 200: z.array(campaignSchema), ...errors },
      },
    ),
    async (request, reply) =>
      sendPage(
        reply,
        await booking.listCampaigns(db, organisationAccount(request), request.query, rules.now()),
      ),
  );

  app.get(
    '/campaigns/:id',
    customerRoute(
      {
        summary: 'One of your campaigns',
        description:
          'Its orders with screen, schedule, status and video; its status derived from theirs (`draft`, `in_review`, `awaiting_payment`, `scheduled`, `live`, `completed`, `cancelled`, `expired`); its deadlines and totals. Another customer’s campaign answers 404.',
        tag: 'Booking',
        token: 'read',
        example: campaignExample,
      },
      { params: campaignIdParamsSchema, response: { 200: campaignSchema, ...errors } },
    ),
    async (request) =>
      booking.getCampaign(db, organisationAccount(request), request.params.id, rules.now()),
  );

  app.delete(
    '/campaigns/:id',
    customerRoute(
      {
        summary: 'Cancel a campaign',
        description: 'Cancels its unpaid orders and frees their spots; a paid campaign is refused.',
        tag: 'Booking',
        token: 'book',
        example: {
          ...campaignExample,
          status: 'cancelled',
          holdExpiresAt: null,
          totals: { subtotalCents: 0, vatCents: 0, totalCents: 0 },
          orders: [{ ...campaignExample.orders[0], statusCode: 5, statusMessage: 'Cancelled' }],
        },
      },
      { params: campaignIdParamsSchema, response: { 200: campaignSchema, ...errors } },
    ),
    async (request) => booking.cancelCampaign(db, organisationAccount(request), request.params.id),
  );

  app.post(
    '/campaigns/:id/approval',
    customerRoute(
      {
        summary: 'Approve or decline a campaign’s spend',
        description:
          'For an approver (or the owner) who did not make the campaign. A decline cancels it and frees its spots. Recorded with who and when.',
        tag: 'Organisation',
        requestExample: { decision: 'approve' },
        example: null,
      },
      {
        params: campaignIdParamsSchema,
        body: approvalDecisionSchema,
        response: { 200: campaignSchema, ...errors },
      },
    ),
    async (request) => {
      const accountId = organisationAccount(request);
      await decide(db, {
        accountId,
        memberId: currentCustomer(request).id,
        campaignId: request.params.id,
        approve: request.body.decision === 'approve',
      });
      return booking.getCampaign(db, accountId, request.params.id, rules.now());
    },
  );
};
