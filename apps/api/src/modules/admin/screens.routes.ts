import {
  adminScreenSchema,
  adminSegmentSchema,
  pagedQuerySchema,
  screenInputSchema,
  segmentInputSchema,
} from '@screenspot/contracts/admin';
import { idParamsSchema } from '@screenspot/contracts/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as screens from './screens.service';
import * as segments from './segments.service';

const pagedScreensSchema = z.object({
  items: z.array(adminScreenSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

/** Inventory: screens and the segments they are grouped in. Images live in upload.routes.ts. */
export const screenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/screens',
    { schema: { querystring: pagedQuerySchema, response: { 200: pagedScreensSchema } } },
    async (request) => screens.searchScreens(db, request.query),
  );

  app.get(
    '/screens/:id',
    { schema: { params: idParamsSchema, response: { 200: adminScreenSchema } } },
    async (request) => screens.getScreen(db, request.params.id),
  );

  app.post(
    '/screens',
    { schema: { body: screenInputSchema, response: { 201: adminScreenSchema } } },
    async (request, reply) => reply.code(201).send(await screens.createScreen(db, request.body)),
  );

  app.put(
    '/screens/:id',
    {
      schema: {
        params: idParamsSchema,
        body: screenInputSchema,
        response: { 200: adminScreenSchema },
      },
    },
    async (request) => screens.updateScreen(db, request.params.id, request.body),
  );

  app.delete(
    '/screens/:id',
    { schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await screens.deleteScreen(db, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get('/segments', { schema: { response: { 200: z.array(adminSegmentSchema) } } }, async () =>
    segments.listSegments(db),
  );

  app.post(
    '/segments',
    { schema: { body: segmentInputSchema, response: { 201: adminSegmentSchema } } },
    async (request, reply) =>
      reply.code(201).send(await segments.createSegment(db, request.body.value)),
  );

  app.put(
    '/segments/:id',
    {
      schema: {
        params: idParamsSchema,
        body: segmentInputSchema,
        response: { 200: adminSegmentSchema },
      },
    },
    async (request) => segments.renameSegment(db, request.params.id, request.body.value),
  );

  app.delete(
    '/segments/:id',
    { schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await segments.deleteSegment(db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
