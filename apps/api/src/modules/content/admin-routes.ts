import {
  adminContentEntrySchema,
  contentMediaSchema,
  contentQuerySchema,
  mediaQuerySchema,
  updateContentSchema,
} from '@screenspot/contracts/admin-content';
import { idParamsSchema } from '@screenspot/contracts/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageBodySchema, rawImageRoutes } from '../../http/raw-image';
import { sendImage } from '../../http/send-image';
import * as editing from './editing.service';

/** The console's content editor: entries of each collection and the images they use. */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/content',
    {
      schema: {
        querystring: contentQuerySchema,
        response: { 200: z.array(adminContentEntrySchema) },
      },
    },
    async (request) => editing.listEntries(db, request.query.collection),
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
    async (request) =>
      editing.updateEntry(db, request.params.id, request.body.values, request.body.locale),
  );

  await rawImageRoutes(app, (images) => {
    images.post(
      '/content/media',
      {
        schema: {
          querystring: mediaQuerySchema,
          body: imageBodySchema,
          response: { 201: contentMediaSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await editing.uploadMedia(db, request.query.fileName, request.body)),
    );

    images.get(
      '/content/media/:id',
      { schema: { params: idParamsSchema, response: { 200: z.any(), 304: z.null() } } },
      async (request, reply) =>
        sendImage(request, reply, await editing.media(db, request.params.id)),
    );
  });
};
