import {
  adminCustomerDetailSchema,
  operatorSchema,
  pagedCustomersSchema,
  pagedQuerySchema,
} from '@screenspot/contracts/admin';
import { idParamsSchema } from '@screenspot/contracts/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentCustomer } from '../auth/session';
import * as customers from './customers.service';

/** The console's people: the signed-in operator and the customers it looks after. */
export const accountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

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
};
