import {
  loopSettingsSchema,
  multipliersSchema,
  occupancySchema,
  screenLoopSchema,
} from '@screenspot/contracts/booking-api';
import { adminHoldsSchema, holdReleaseSchema } from '@screenspot/contracts/admin-holds';
import { idParamsSchema } from '@screenspot/contracts/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentCustomer } from '../auth';
import * as holds from './hold-admin.service';
import * as operator from './operator.service';
import { errors } from '../../http/error-responses';

const rangeQuery = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date as YYYY-MM-DD'),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date as YYYY-MM-DD'),
});

/** Operator settings of booking, /api/admin/*: loops, daypart multipliers, occupancy, open holds. */
export const bookingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/screens/:id/loop',
    { schema: { params: idParamsSchema, response: { 200: screenLoopSchema, ...errors } } },
    async (request) => operator.readLoop(db, request.params.id),
  );

  app.put(
    '/screens/:id/loop',
    {
      schema: {
        params: idParamsSchema,
        body: loopSettingsSchema,
        response: { 200: screenLoopSchema, ...errors },
      },
    },
    async (request) => operator.changeLoop(db, request.params.id, request.body),
  );

  app.get('/dayparts', { schema: { response: { 200: multipliersSchema } } }, async () =>
    operator.readMultipliers(db),
  );

  app.put(
    '/dayparts',
    { schema: { body: multipliersSchema, response: { 200: multipliersSchema, ...errors } } },
    async (request) => operator.changeMultipliers(db, request.body),
  );

  app.get(
    '/screens/:id/occupancy',
    {
      schema: {
        params: idParamsSchema,
        querystring: rangeQuery,
        response: { 200: occupancySchema, ...errors },
      },
    },
    async (request) => operator.occupancy(db, request.params.id, request.query),
  );

  app.get('/holds', { schema: { response: { 200: adminHoldsSchema } } }, async () =>
    holds.openHoldsByCustomer(db),
  );

  app.post(
    '/holds/:id/release',
    { schema: { params: idParamsSchema, response: { 200: holdReleaseSchema, ...errors } } },
    async (request) =>
      holds.releaseHold(db, request.log, {
        orderId: request.params.id,
        operatorId: currentCustomer(request).id,
      }),
  );
};
