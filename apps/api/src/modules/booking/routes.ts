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
import type { Db } from '../../db/client';
import { currentCustomer, requireCustomer } from '../auth';
import { organisationAccount } from '../organisations';
import { spendOf } from './spend';
import { decide } from './approval';
import { bookingRules } from './rules';
import * as booking from './service';
import { sendPage } from '../../http/send-page';
import { errors } from '../../http/error-responses';

/** Availability and quotes are public; campaigns belong to the signed-in customer. */
export const bookingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const rules = bookingRules(app.deps.config, app.deps.clock);
  app.get(
    '/leds/availability',
    {
      schema: {
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return booking.availability(db, request.query, rules);
    },
  );

  app.post(
    '/quote',
    { schema: { body: quoteRequestSchema, response: { 200: quoteSchema, ...errors } } },
    async (request) => booking.quote(db, request.body.items, rules),
  );

  app.post(
    '/campaigns',
    {
      preHandler: requireCustomer,
      // A retry with the same Idempotency-Key answers the first booking instead of a second one.
      config: { idempotent: true },
      schema: {
        body: campaignRequestSchema,
        // 409: cells without room (listed), or a cap on the customer's unpaid holds (named).
        response: {
          201: campaignSchema,
          409: capacityConflictSchema.or(apiErrorSchema),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const campaign = await booking.bookCampaign(
        db,
        { customerId: organisationAccount(request), spend: spendOf(request), ...request.body },
        rules,
      );
      return reply.code(201).send(campaign);
    },
  );

  app.get(
    '/campaigns',
    {
      preHandler: requireCustomer,
      schema: {
        querystring: pageQuerySchema,
        response: { 200: z.array(campaignSchema), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await booking.listCampaigns(db, organisationAccount(request), request.query, rules.now()),
      ),
  );

  app.get(
    '/campaigns/:id',
    {
      preHandler: requireCustomer,
      schema: { params: campaignIdParamsSchema, response: { 200: campaignSchema, ...errors } },
    },
    async (request) =>
      booking.getCampaign(db, organisationAccount(request), request.params.id, rules.now()),
  );

  app.delete(
    '/campaigns/:id',
    {
      preHandler: requireCustomer,
      schema: { params: campaignIdParamsSchema, response: { 200: campaignSchema, ...errors } },
    },
    async (request) => booking.cancelCampaign(db, organisationAccount(request), request.params.id),
  );

  app.post(
    '/campaigns/:id/approval',
    {
      preHandler: requireCustomer,
      schema: {
        params: campaignIdParamsSchema,
        body: approvalDecisionSchema,
        response: { 200: campaignSchema, ...errors },
      },
    },
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
