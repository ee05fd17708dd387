// The landing page's copy and images, served Strapi-shaped at /cms/api/*, and the console's
// editing of it.
import { apiErrorSchema } from '@screenspot/contracts/api-error';
import {
  contentAttributesSchemas,
  contentCollections,
  strapiListQuerySchema,
  strapiListSchema,
} from '@screenspot/contracts/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagMatches } from '../../http/etag';
import { HttpError } from '../../plugins/errors';
import { mediaIdFromFileName } from './media';
import * as repository from './repository';
import { listContent } from './service';

/** Strapi accepts populate=*, populate=image, populate[0]=image and more; any of them populates. */
function wantsPopulate(query: Record<string, unknown>): boolean {
  return Object.keys(query).some((key) => key === 'populate' || key.startsWith('populate['));
}

/**
 * The content service under /cms, shaped like Strapi's REST API so a real Strapi can replace it.
 * Content is public and read-only: any origin may read it (no cookies are involved).
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });

  for (const collection of contentCollections) {
    app.get(
      `/api/${collection}`,
      {
        schema: {
          querystring: strapiListQuerySchema,
          response: {
            200: strapiListSchema(contentAttributesSchemas[collection]),
            400: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        // The response serializer checks the stored attributes against the collection's schema.
        return listContent(db, collection, {
          page: request.query['pagination[page]'],
          pageSize: request.query['pagination[pageSize]'],
          populate: wantsPopulate(request.query),
          locale: request.query.locale,
        }) as never;
      },
    );
  }

  app.get(
    '/uploads/:file',
    {
      schema: {
        params: z.object({ file: z.string().max(200) }),
        response: { 200: z.custom<Buffer>(), 304: z.null(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = mediaIdFromFileName(request.params.file);
      const media = id === null ? null : await repository.findMediaFile(db, id);
      if (!media || request.params.file !== `${media.id}-${media.fileName}`) {
        throw new HttpError(404, 'console.imageMissing');
      }
      reply
        .header('etag', media.etag)
        .header('cache-control', 'public, max-age=86400')
        // The web app may read content from another origin (CONTENT_URL).
        .header('cross-origin-resource-policy', 'cross-origin')
        // An SVG opened on its own must not run anything.
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      if (etagMatches(request.headers['if-none-match'], media.etag)) {
        return reply.code(304).send(null);
      }
      return reply.type(media.contentType).send(media.bytes);
    },
  );
};
