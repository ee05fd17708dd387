import {
  adminContactRequestSchema,
  adminContentEntrySchema,
  adminCustomerDetailSchema,
  adminSummarySchema,
  contactFilterSchema,
  contentQuerySchema,
  operatorSchema,
  pagedCustomersSchema,
  pagedQuerySchema,
  setHandledSchema,
  updateContentSchema,
} from '@screenspot/contracts/admin';
import { idParamsSchema } from '@screenspot/contracts/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { currentCustomer, requireOperator } from '../auth/session';
import * as contact from './contact.service';
import { countOpen } from './contact.repository';
import * as content from './content.service';
import { findCustomer } from './customers.repository';
import * as customers from './customers.service';
import { countOrders } from './orders.repository';
import { orderRoutes } from './orders.routes';
import { screenRoutes } from './screens.routes';
import { uploadRoutes } from './upload.routes';

/** The operator console's API, /api/admin/*: operators only, checked on the server. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // On request rather than before the handler: a visitor gets 401 before any body is read.
  app.addHook('onRequest', requireOperator);

  app.get('/me', { schema: { response: { 200: operatorSchema } } }, async (request) => {
    const operator = await findCustomer(db, currentCustomer(request).id);
    if (!operator) throw new HttpError(401, 'Please sign in to continue.');
    return {
      id: operator.id,
      email: operator.email,
      name: operator.name,
      surname: operator.surname,
    };
  });

  app.get('/summary', { schema: { response: { 200: adminSummarySchema } } }, async () => {
    const [underReview, openContactRequests] = await Promise.all([
      countOrders(db, { status: 0 }),
      countOpen(db),
    ]);
    return { underReview, openContactRequests };
  });

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
    '/contact-requests',
    {
      schema: {
        querystring: contactFilterSchema,
        response: { 200: z.array(adminContactRequestSchema) },
      },
    },
    async (request) => contact.listContactRequests(db, request.query.handled),
  );

  app.patch(
    '/contact-requests/:id',
    {
      schema: {
        params: idParamsSchema,
        body: setHandledSchema,
        response: { 200: adminContactRequestSchema },
      },
    },
    async (request) => contact.setHandled(db, request.params.id, request.body.handled),
  );

  app.get(
    '/content',
    {
      schema: {
        querystring: contentQuerySchema,
        response: { 200: z.array(adminContentEntrySchema) },
      },
    },
    async (request) => content.listEntries(db, request.query.collection),
  );

  app.patch(
    '/content/:id',
    {
      schema: {
        params: idParamsSchema,
        body: updateContentSchema,
        response: { 200: adminContentEntrySchema },
      },
    },
    async (request) => content.updateEntry(db, request.params.id, request.body.values),
  );

  await app.register(orderRoutes);
  await app.register(screenRoutes);
  await app.register(uploadRoutes);
};
