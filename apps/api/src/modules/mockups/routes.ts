// The customer's side of the in-situ mock-up: the state of an order's mock-up and its downloads.
import { mockupSchema } from '@screenspot/contracts/mockup';
import { orderIdParamsSchema } from '@screenspot/contracts/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Storage } from '../../adapters/storage/storage';
import type { Db } from '../../db/client';
import { errors } from '../../http/error-responses';
import { currentCustomer, requireCustomer } from '../auth';
import { sendMockupImage, sendMockupPdf } from './send-mockup';
import { mockupState, type MockupReader } from './service';

export const mockupRoutes: FastifyPluginAsyncZod<{ db: Db; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  // Only the order's owner: another customer (and an operator, here just a customer) hears 404.
  const owner = (request: Parameters<typeof currentCustomer>[0]): MockupReader => ({
    kind: 'owner',
    customerId: currentCustomer(request).id,
  });

  app.get(
    '/order/:id/mockup',
    {
      preHandler: requireCustomer,
      schema: { params: orderIdParamsSchema, response: { 200: mockupSchema, ...errors } },
    },
    async (request) => mockupState(db, request.params.id, owner(request), '/api/order'),
  );

  app.get(
    '/order/:id/mockup.png',
    {
      preHandler: requireCustomer,
      schema: {
        params: orderIdParamsSchema,
        response: { 200: z.unknown(), 304: z.unknown(), ...errors },
      },
    },
    async (request, reply) =>
      sendMockupImage(request, reply, { db, storage }, request.params.id, owner(request)),
  );

  app.get(
    '/order/:id/mockup.pdf',
    {
      preHandler: requireCustomer,
      schema: { params: orderIdParamsSchema, response: { 200: z.unknown(), ...errors } },
    },
    async (request, reply) =>
      sendMockupPdf(reply, { db, storage }, request.params.id, owner(request)),
  );
};
