// The screens customers find: the finder's list, pins and details, segments, audience profiles and
// images, with the console's screen, segment and audience editing.
import { apiErrorSchema } from '@screenspot/contracts/api-error';
import {
  screenListSchema,
  screenPinListSchema,
  screenSchema,
  segmentSchema,
  daypartPriceListSchema,
  finderQuerySchema,
  ledIdQuerySchema,
  localeQuerySchema,
  pinClusterAnswerSchema,
  pinClusterQuerySchema,
  pinQuerySchema,
} from '@screenspot/contracts/screen';
import { audienceProfileSchema } from '@screenspot/contracts/audience-api';
import { screenLoopSchema } from '@screenspot/contracts/booking-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requestLocale } from '../../http/request-locale';
import { getAudienceProfile } from './audience.service';
import { preferredEncoding } from '../../http/compression';
import { etagMatches, type CachedResponse } from './response-cache';
import { createCatalogService, type CatalogOptions } from './service';
import { catalogChangesChannel } from './repository';

// The catalogue is public and changes rarely: browsers may reuse an answer briefly, then revalidate.
const listCaching = 'public, max-age=10, stale-while-revalidate=60';
const imageCaching = 'public, max-age=86400, stale-while-revalidate=604800';
// An image URL can be opened on its own; an SVG must not run script or load anything when it is.
const imagePolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
// Below this a compressed answer saves less than the headers it adds.
const compressFromBytes = 1024;

/** Answers 304 when the client already holds this version. */
function notModified(ifNoneMatch: string | undefined, etag: string, reply: FastifyReply): boolean {
  reply.header('etag', etag);
  if (!etagMatches(ifNoneMatch, etag)) return false;
  reply.code(304).send();
  return true;
}

/** Sends JSON bytes that were checked against the response schema when they were built. */
function sendSerialized(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/** A cached search answer: its headers, then 304, or the bytes compressed as the client takes. */
async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedResponse,
): Promise<FastifyReply> {
  reply
    .header('cache-control', listCaching)
    .header('vary', 'accept-encoding, accept-language')
    .headers(answer.headers);
  const encoding =
    answer.body.length >= compressFromBytes
      ? preferredEncoding(request.headers['accept-encoding'])
      : null;
  // Each encoding is a different representation, so it has its own ETag.
  const etag = encoding ? `${answer.etag.slice(0, -1)}-${encoding}"` : answer.etag;
  if (notModified(request.headers['if-none-match'], etag, reply)) return reply;
  if (!encoding) return sendSerialized(reply, answer.body);
  reply.header('content-encoding', encoding);
  return sendSerialized(reply, await answer.compressed(encoding));
}

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db } & CatalogOptions> = async (
  app,
  { db, ...options },
) => {
  const catalog = createCatalogService(db, options);
  // Changes made through other instances arrive by NOTIFY; after a lost connection, all may differ.
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    if (options.searchCacheTtlMs === 0) return;
    stopListening = await app.deps.database.listen(catalogChangesChannel, {
      onMessage: catalog.heard,
      onResume: catalog.forgetAll,
    });
  });
  app.addHook('onClose', async () => stopListening?.());

  app.get(
    '/leds/getCategories',
    {
      schema: {
        querystring: localeQuerySchema,
        response: { 200: z.array(segmentSchema), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', listCaching).header('vary', 'accept-language');
      return catalog.listSegments(
        requestLocale(request.query.locale, request.headers['accept-language']),
      );
    },
  );

  app.get(
    '/leds/getAll',
    {
      schema: {
        querystring: finderQuerySchema,
        response: { 200: screenListSchema, 304: z.null(), 400: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await catalog.search({
          ...request.query,
          locale: requestLocale(request.query.locale, request.headers['accept-language']),
        }),
      ),
  );

  app.get(
    '/leds/pins',
    {
      schema: {
        querystring: pinQuerySchema,
        response: { 200: screenPinListSchema, 304: z.null(), 400: apiErrorSchema },
      },
    },
    async (request, reply) => sendCached(request, reply, await catalog.pins(request.query)),
  );

  app.get(
    '/leds/pins/clusters',
    {
      schema: {
        querystring: pinClusterQuerySchema,
        response: { 200: pinClusterAnswerSchema, 304: z.null(), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { bbox, zoom, ...filter } = request.query;
      const [west, south, east, north] = bbox;
      return sendCached(
        request,
        reply,
        await catalog.clusters(filter, { box: { west, south, east, north }, zoom }),
      );
    },
  );

  app.get(
    '/leds',
    {
      schema: {
        querystring: ledIdQuerySchema,
        response: {
          200: screenSchema
            .extend(screenLoopSchema.omit({ ledId: true }).shape)
            .extend({ daypartPrices: daypartPriceListSchema }),
          ...errors,
        },
      },
    },
    async (request) => {
      const screen = await catalog.getScreen(
        request.query.ledId,
        requestLocale(request.query.locale, request.headers['accept-language']),
      );
      // The loop and opening hours a booking needs, from the booking module that owns them.
      return { ...screen, ...(await options.booking.readLoop(db, screen.id)) };
    },
  );

  app.get(
    '/leds/audience',
    {
      schema: {
        querystring: ledIdQuerySchema,
        response: { 200: audienceProfileSchema, ...errors },
      },
    },
    // Not cached (no-store, the API's default): an operator's new profile shows at once.
    async (request) => getAudienceProfile(db, request.query.ledId),
  );

  app.get(
    '/files',
    {
      schema: {
        querystring: ledIdQuerySchema,
        response: { 200: z.unknown().describe('The screen image'), 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const image = await catalog.getScreenImage(request.query.ledId);
      reply
        .header('cache-control', imageCaching)
        .header('last-modified', image.updatedAt.toUTCString())
        .header('content-security-policy', imagePolicy);
      if (notModified(request.headers['if-none-match'], image.etag, reply)) return reply;
      return reply.type(image.contentType).send(image.bytes);
    },
  );
};
