import {
  audienceCsvQuerySchema,
  audienceProfileInputSchema,
  audienceProfileSchema,
  maxProfileCsvBytes,
} from '@screenspot/contracts/audience-api';
import { pageOf, pagedQuerySchema } from '@screenspot/contracts/admin';
import {
  adminScreenSchema,
  adminSegmentSchema,
  imageUploadedSchema,
  screenInputSchema,
  segmentInputSchema,
} from '@screenspot/contracts/admin-screens';
import { idParamsSchema } from '@screenspot/contracts/record-id';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageBodySchema, rawImageRoutes } from '../../http/raw-image';
import { currentCustomer } from '../auth';
import * as audience from './audience.service';
import { sendImage } from '../../http/send-image';
import { sendNoContent } from '../../http/no-content';
import * as screens from './screens.service';
import * as segments from './segments.service';

/** The console's inventory: screens, their images, and the segments they are grouped in. */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const booking = app.deps.catalogBooking;
  await rawImageRoutes(app, (images) => {
    images.put(
      '/screens/:id/image',
      {
        schema: {
          params: idParamsSchema,
          body: imageBodySchema,
          response: { 200: imageUploadedSchema },
        },
      },
      async (request) => screens.saveScreenImage(db, request.params.id, request.body),
    );

    images.get(
      '/screens/:id/image',
      { schema: { params: idParamsSchema, response: { 200: z.any(), 304: z.null() } } },
      async (request, reply) =>
        sendImage(request, reply, await screens.screenImage(db, request.params.id)),
    );
  });

  // A profile uploaded as CSV: the body is the file's text, whatever type the browser gave it.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: maxProfileCsvBytes },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/screens/:id/audience/csv',
      {
        schema: {
          params: idParamsSchema,
          querystring: audienceCsvQuerySchema,
          body: z.string({ error: 'Choose a CSV file with the profile' }),
          response: { 200: audienceProfileSchema },
        },
      },
      async (request) =>
        audience.saveAudienceProfileCsv(
          db,
          request.params.id,
          request.body,
          request.query.source,
          currentCustomer(request).id,
        ),
    );
  });

  app.get(
    '/screens/:id/audience',
    { schema: { params: idParamsSchema, response: { 200: audienceProfileSchema } } },
    async (request) => audience.getAudienceProfile(db, request.params.id),
  );

  app.put(
    '/screens/:id/audience',
    {
      schema: {
        params: idParamsSchema,
        body: audienceProfileInputSchema,
        response: { 200: audienceProfileSchema },
      },
    },
    async (request) =>
      audience.saveAudienceProfile(
        db,
        request.params.id,
        request.body,
        currentCustomer(request).id,
      ),
  );

  app.get(
    '/screens',
    { schema: { querystring: pagedQuerySchema, response: { 200: pageOf(adminScreenSchema) } } },
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
    async (request) => screens.updateScreen(db, booking, request.params.id, request.body),
  );

  app.delete(
    '/screens/:id',
    { schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => sendNoContent(reply, screens.deleteScreen(db, request.params.id)),
  );

  app.get('/segments', { schema: { response: { 200: z.array(adminSegmentSchema) } } }, async () =>
    segments.listSegments(db),
  );

  app.post(
    '/segments',
    { schema: { body: segmentInputSchema, response: { 201: adminSegmentSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await segments.createSegment(db, request.body.value, request.body.valueAr)),
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
    async (request) =>
      segments.renameSegment(db, request.params.id, request.body.value, request.body.valueAr),
  );

  app.delete(
    '/segments/:id',
    { schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => sendNoContent(reply, segments.deleteSegment(db, request.params.id)),
  );
};
