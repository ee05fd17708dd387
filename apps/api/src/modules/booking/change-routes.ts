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
import type { Db } from '../../db/client';
import { errors } from '../../http/error-responses';
import { requireCustomer } from '../auth';
import { organisationAccount } from '../organisations';
import { changeCampaign, quoteChange } from './change.service';
import { bookingRules } from './rules';

export const campaignChangeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const rules = bookingRules(app.deps.config, app.deps.clock);

  app.post(
    '/campaigns/:id/changes/quote',
    {
      preHandler: requireCustomer,
      schema: {
        params: campaignIdParamsSchema,
        body: campaignChangeRequestSchema,
        response: { 200: quoteSchema, ...errors },
      },
    },
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
    {
      preHandler: requireCustomer,
      // A retry with the same Idempotency-Key answers the first change instead of a second one.
      config: { idempotent: true },
      schema: {
        params: campaignIdParamsSchema,
        body: campaignChangeRequestSchema,
        // 409: cells without room (listed), a campaign not paid, or a cap on unpaid holds.
        response: {
          201: campaignChangeSchema,
          409: capacityConflictSchema.or(apiErrorSchema),
          ...errors,
        },
      },
    },
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
