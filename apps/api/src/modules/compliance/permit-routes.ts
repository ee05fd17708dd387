// An order's content permits for its advertiser: list, add (fields and an optional PDF), download.
import multipart from '@fastify/multipart';
import {
  orderPermitsSchema,
  permitParamsSchema,
  permitSchema,
} from '@screenspot/contracts/permits';
import { orderIdParamsSchema } from '@screenspot/contracts/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { errors } from '../../http/error-responses';
import { currentCustomer, requireCustomer } from '../auth';
import { sendPermitDocument } from './permit-document';
import { receivePermit } from './permit-upload';
import { addOrderPermit, ownOrderPermits, permitDocument } from './permits.service';

export const permitRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Scoped to these routes: the permit's PDF comes as multipart/form-data.
  await app.register(multipart);
  const storage = app.deps.storage;

  app.get(
    '/order/:id/permits',
    {
      preHandler: requireCustomer,
      schema: { params: orderIdParamsSchema, response: { 200: orderPermitsSchema, ...errors } },
    },
    async (request) => ownOrderPermits(db, currentCustomer(request).id, request.params.id),
  );

  app.post(
    '/order/:id/permits',
    {
      preHandler: requireCustomer,
      schema: { params: orderIdParamsSchema, response: { 201: permitSchema, ...errors } },
    },
    async (request, reply) => {
      const customerId = currentCustomer(request).id;
      const received = await receivePermit(request, storage);
      const permit = await addOrderPermit({ db, storage }, customerId, request.params.id, received);
      return reply.code(201).send(permit);
    },
  );

  app.get(
    '/order/:id/permits/:permitId/document',
    {
      preHandler: requireCustomer,
      schema: { params: permitParamsSchema, response: { 200: z.unknown(), ...errors } },
    },
    async (request, reply) => {
      const { id, permitId } = request.params;
      const document = await permitDocument(db, permitId, {
        customerId: currentCustomer(request).id,
        orderId: id,
      });
      return sendPermitDocument(reply, storage, document);
    },
  );
};
