// The console's side of the in-situ mock-up: marking a screen's display area, and each order's
// mock-up beside its video in moderation.
import { idParamsSchema } from '@screenspot/contracts/record-id';
import {
  displayAreaInputSchema,
  displayAreaSchema,
  mockupSchema,
} from '@screenspot/contracts/mockup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentCustomer } from '../auth';
import { sendMockupImage, sendMockupPdf } from './send-mockup';
import { getDisplayArea, mockupState, saveDisplayArea } from './service';

const operator = { kind: 'operator' } as const;

export const mockupAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const files = () => ({ db, storage: app.deps.storage });

  app.get(
    '/screens/:id/display-area',
    { schema: { params: idParamsSchema, response: { 200: displayAreaSchema } } },
    async (request) => getDisplayArea(db, request.params.id),
  );

  app.put(
    '/screens/:id/display-area',
    {
      schema: {
        params: idParamsSchema,
        body: displayAreaInputSchema,
        response: { 200: displayAreaSchema },
      },
    },
    async (request) =>
      saveDisplayArea(
        { db, storage: app.deps.storage, jobs: app.deps.jobs },
        request.params.id,
        request.body,
        currentCustomer(request).id,
      ),
  );

  app.get(
    '/orders/:id/mockup',
    { schema: { params: idParamsSchema, response: { 200: mockupSchema } } },
    async (request) => mockupState(db, request.params.id, operator, '/api/admin/orders'),
  );

  app.get(
    '/orders/:id/mockup.png',
    { schema: { params: idParamsSchema, response: { 200: z.any(), 304: z.any() } } },
    async (request, reply) => sendMockupImage(request, reply, files(), request.params.id, operator),
  );

  app.get(
    '/orders/:id/mockup.pdf',
    { schema: { params: idParamsSchema, response: { 200: z.any() } } },
    async (request, reply) => sendMockupPdf(reply, files(), request.params.id, operator),
  );
};
