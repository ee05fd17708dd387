// The display selector: screens and schedules proposed for an area, a budget, dates and a segment,
// greedy by estimated impressions per dollar within the free spots.
import { apiErrorSchema } from '@screenspot/contracts/api-error';
import {
  recommendationRequestSchema,
  recommendationSchema,
} from '@screenspot/contracts/recommendation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingRules } from '../booking';
import { requestLanguage } from '../../i18n';
import { recommend } from './service';
import { documented } from '../../http/operation';

/** The display selector: public, like quotes; it only proposes, booking is POST /api/campaigns. */
export const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const sale = bookingRules(app.deps.config, app.deps.clock);
  app.post(
    '/recommendations',
    documented(
      {
        summary: 'Propose screens for a budget',
        description:
          'The display selector: screens near a place or point that fit the budget, priced as a booking would be; it books nothing.',
        tag: 'Booking',
        access: 'public',
        token: 'read',
        requestExample: {
          area: 'Marina',
          budget: 5000,
          startDate: '2026-12-01',
          endDate: '2026-12-07',
        },
        example: {
          items: [],
          quote: null,
          budgetCents: 500_000,
          remainingCents: 500_000,
          considered: 0,
          message: 'No screen in this area has an audience estimate yet.',
          method: 'Screens ranked by estimated impressions per dollar within the budget.',
        },
      },
      {
        body: recommendationRequestSchema,
        response: { 200: recommendationSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      // Each request weighs up to 40 screens' calendars and prices: limit one address's rate.
      { rateLimit: { max: 30, timeWindow: 60_000 } },
    ),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return recommend(db, request.body, sale, requestLanguage(request));
    },
  );
};
