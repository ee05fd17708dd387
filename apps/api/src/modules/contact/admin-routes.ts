import {
  adminContactRequestSchema,
  contactFilterSchema,
  setHandledSchema,
} from '@screenspot/contracts/admin-contact';
import { idParamsSchema } from '@screenspot/contracts/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as inbox from './inbox.service';

/** The console's contact inbox: requests sent from the contact page, marked handled or not. */
export const contactAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/contact-requests',
    {
      schema: {
        querystring: contactFilterSchema,
        response: { 200: z.array(adminContactRequestSchema) },
      },
    },
    async (request) => inbox.listContactRequests(db, request.query.handled),
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
    async (request) => inbox.setHandled(db, request.params.id, request.body.handled),
  );
};
