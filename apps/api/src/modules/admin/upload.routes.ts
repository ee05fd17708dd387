import {
  contentMediaSchema,
  imageUploadedSchema,
  mediaQuerySchema,
} from '@screenspot/contracts/admin';
import { idParamsSchema } from '@screenspot/contracts/record-id';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as content from './content.service';
import { acceptRawImages, imageBodySchema } from './images';
import * as screens from './screens.service';

/** Answers an image with its ETag; a matching If-None-Match gets 304. */
function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: { contentType: string; bytes: Buffer; etag: string },
) {
  reply.header('etag', image.etag).header('cache-control', 'private, no-cache');
  if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
  return reply.header('content-type', image.contentType).send(image.bytes);
}

/** Image uploads: the request body is the file itself (a browser sends a File as is). */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  acceptRawImages(app);

  app.put(
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

  app.get(
    '/screens/:id/image',
    { schema: { params: idParamsSchema, response: { 200: z.any(), 304: z.null() } } },
    async (request, reply) =>
      sendImage(request, reply, await screens.screenImage(db, request.params.id)),
  );

  app.post(
    '/content/media',
    {
      schema: {
        querystring: mediaQuerySchema,
        body: imageBodySchema,
        response: { 201: contentMediaSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await content.uploadMedia(db, request.query.fileName, request.body)),
  );

  app.get(
    '/content/media/:id',
    { schema: { params: idParamsSchema, response: { 200: z.any(), 304: z.null() } } },
    async (request, reply) => sendImage(request, reply, await content.media(db, request.params.id)),
  );
};
