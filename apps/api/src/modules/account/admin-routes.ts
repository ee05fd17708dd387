import { operatorSchema, pagedQuerySchema } from '@screenspot/contracts/admin';
import {
  adminCustomerDetailSchema,
  pagedCustomersSchema,
} from '@screenspot/contracts/admin-customers';
import { idParamsSchema } from '@screenspot/contracts/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  secondFactorCodeSchema,
  secondFactorSetupSchema,
  secondFactorStatusSchema,
} from '@screenspot/contracts/second-factor';
import { authDeps, confirmEnrolment, currentCustomer, startEnrolment } from '../auth';
import * as customers from './customers.service';

/** The console's people: the signed-in operator and the customers it looks after. */
export const accountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const { db } = database;
  const deps = authDeps(app.deps);

  app.get('/me', { schema: { response: { 200: operatorSchema } } }, async (request) =>
    customers.operatorProfile(db, currentCustomer(request).id),
  );

  app.get(
    '/customers',
    { schema: { querystring: pagedQuerySchema, response: { 200: pagedCustomersSchema } } },
    async (request) => customers.searchCustomers(db, request.query),
  );

  app.get(
    '/customers/:id',
    { schema: { params: idParamsSchema, response: { 200: adminCustomerDetailSchema } } },
    async (request) => customers.customerDetail(db, request.params.id),
  );

  app.get(
    '/second-factor',
    { schema: { response: { 200: secondFactorStatusSchema } } },
    async (request) => ({
      enabled: currentCustomer(request).secondFactorEnabled,
      required: config.isProduction,
    }),
  );

  app.post(
    '/second-factor/setup',
    { schema: { response: { 200: secondFactorSetupSchema } } },
    async (request) => startEnrolment(deps, currentCustomer(request)),
  );

  app.post(
    '/second-factor/confirm',
    { schema: { body: secondFactorCodeSchema, response: { 200: secondFactorStatusSchema } } },
    async (request) => {
      await confirmEnrolment(deps, currentCustomer(request).id, request.body.code);
      return { enabled: true, required: config.isProduction };
    },
  );
};
