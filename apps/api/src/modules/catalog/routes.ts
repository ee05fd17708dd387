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
  pinPartQuerySchema,
  pinAnswerMaxPins,
} from '@screenspot/contracts/screen';
import { audienceProfileSchema } from '@screenspot/contracts/audience-api';
import { screenLoopSchema } from '@screenspot/contracts/booking-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../http/request-locale';
import { getAudienceProfile } from './audience.service';
import { preferredEncoding } from '../../http/compression';
import { etagMatches, type CachedResponse } from './response-cache';
import { createCatalogService, type CatalogOptions } from './service';
import { audienceExample, screenExample } from '../api-docs';
import { daypartIds } from '@screenspot/contracts/booking';
import { catalogChangesChannel, countedUpTo } from './repository';
import { documented } from '../../http/operation';

// The catalogue is public and changes rarely: browsers may reuse an answer briefly, then revalidate.
const listCaching = 'public, max-age=10, stale-while-revalidate=60';
const imageCaching = 'public, max-age=86400, stale-while-revalidate=604800';
// An image URL can be opened on its own; an SVG must not run script or load anything when it is.
const imagePolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
const countedNote = `counted up to ${countedUpTo.toLocaleString('en')}: past it, that number and \`X-Total-Count-Capped: true\``;
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

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const options: CatalogOptions = { booking: app.deps.catalogBooking };
  const catalog = createCatalogService(db, options);
  // Changes made through other instances arrive by NOTIFY; after a lost connection, all may differ.
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopListening = await app.deps.database.listen(catalogChangesChannel, {
      onMessage: catalog.heard,
      onResume: catalog.forgetAll,
    });
  });
  app.addHook('onClose', async () => stopListening?.());

  app.get(
    '/leds/getCategories',
    documented(
      {
        summary: 'List screen segments',
        description:
          'In English unless `locale=ar` (or, without `locale`, an `Accept-Language` preferring Arabic) asks for the Arabic names.',
        tag: 'Screens',
        access: 'public',
        token: 'read',
        example: [{ categoryId: 3, value: 'Malls' }],
      },
      {
        querystring: localeQuerySchema,
        response: { 200: z.array(segmentSchema), 400: apiErrorSchema },
      },
    ),
    async (request, reply) => {
      reply.header('cache-control', listCaching).header('vary', 'accept-language');
      return catalog.listSegments(
        requestLocale(request.query.locale, request.headers['accept-language']),
      );
    },
  );

  app.get(
    '/leds/getAll',
    documented(
      {
        summary: 'Find screens',
        description: `Filters by location, name and segment; a location or name in Arabic letters also matches the Arabic texts. With \`page\` (from 0) and \`size\` it answers one page and the number of matches in \`X-Total-Count\` (${countedNote}); without them, every match. Names, locations, titles and descriptions are in English unless \`locale=ar\` (or, without \`locale\`, an \`Accept-Language\` preferring Arabic) asks for Arabic; a screen without an Arabic text answers the English one.`,
        tag: 'Screens',
        access: 'public',
        token: 'read',
        example: [screenExample],
      },
      {
        querystring: finderQuerySchema,
        response: { 200: screenListSchema, 304: z.null(), 400: apiErrorSchema },
      },
    ),
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
    documented(
      {
        summary: 'Map pins of the screens found',
        description: `With the filters of Find screens: the matching screens' pins in id order, at most ${pinAnswerMaxPins} in one answer, and the number of matches in \`X-Total-Count\` (${countedNote}). When more follow, a \`Link\` header (rel="next") asks for them: the same filters with \`after\`, the last pin's id. A map showing many screens asks /leds/pins/clusters for its view instead.`,
        tag: 'Screens',
        access: 'public',
        token: 'read',
        example: [{ id: 12, latitude: 25.08, longitude: 55.14, price: 240 }],
      },
      {
        querystring: pinPartQuerySchema,
        response: { 200: screenPinListSchema, 304: z.null(), 400: apiErrorSchema },
      },
    ),
    async (request, reply) => {
      const { after, ...filter } = request.query;
      return sendCached(
        request,
        reply,
        await catalog.pins(filter, after, request.routeOptions.url),
      );
    },
  );

  app.get(
    '/leds/pins/clusters',
    documented(
      {
        summary: 'Map pins of the screens found in a view, close ones clustered',
        description:
          'For a map showing `bbox` (`west,south,east,north` in degrees) at `zoom` (0–22), with the filters of Find screens. Screens closer than about 60 pixels at that zoom come back as one cluster (their count, average position and box); a lone screen as its pin. One answer holds at most 400 points.',
        tag: 'Screens',
        access: 'public',
        token: 'read',
        example: {
          pins: [{ id: 12, latitude: 25.08, longitude: 55.14, price: 240 }],
          clusters: [
            {
              latitude: 25.2,
              longitude: 55.27,
              count: 14,
              west: 55.26,
              south: 25.19,
              east: 55.29,
              north: 25.21,
            },
          ],
          total: 15,
        },
      },
      {
        querystring: pinClusterQuerySchema,
        response: { 200: pinClusterAnswerSchema, 304: z.null(), 400: apiErrorSchema },
      },
    ),
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
    documented(
      {
        summary: 'One screen, with its loop, opening hours and daypart prices',
        description:
          'In Arabic with `locale=ar`, as for Find screens. `daypartPrices` gives the price of one spot for one day in each daypart the screen sells, in cents; `price` (dollars, as in Find screens) is the cheapest of them, the "from" price.',
        tag: 'Screens',
        access: 'public',
        token: 'read',
        example: {
          ...screenExample,
          slotsPerLoop: 12,
          houseSlots: 0,
          loopSeconds: 180,
          openingHours: { open: '06:00', close: '02:00' },
          timezone: 'Asia/Dubai',
          dayparts: [...daypartIds],
          daypartPrices: [
            { daypart: 'morning', priceCents: 32_000 },
            { daypart: 'daytime', priceCents: 43_200 },
            { daypart: 'evening', priceCents: 60_000 },
            { daypart: 'night', priceCents: 24_000 },
          ],
          ramadanDayparts: false,
          ramadanMultipliers: { pre_iftar: 1.5, after_iftar: 1.25 },
        },
      },
      {
        querystring: ledIdQuerySchema,
        response: {
          200: screenSchema
            .extend(screenLoopSchema.omit({ ledId: true }).shape)
            .extend({ daypartPrices: daypartPriceListSchema }),
          ...errors,
        },
      },
    ),
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
    documented(
      {
        summary: "A screen's estimated audience",
        description:
          'Opportunities to see per hour of the week (Monday 00:00 first, in the screen’s zone), where they come from, and the impressions a spot earns.',
        tag: 'Screens',
        access: 'public',
        token: 'read',
        example: audienceExample,
      },
      {
        querystring: ledIdQuerySchema,
        response: { 200: audienceProfileSchema, ...errors },
      },
    ),
    // Not cached (no-store, the API's default): an operator's new profile shows at once.
    async (request) => getAudienceProfile(db, request.query.ledId),
  );

  app.get(
    '/files',
    documented(
      {
        summary: "A screen's image",
        description: 'The image bytes (JPEG, PNG, WebP or SVG) with an ETag.',
        tag: 'Screens',
        access: 'public',
        token: 'read',
        example: null,
      },
      {
        querystring: ledIdQuerySchema,
        response: { 200: z.unknown().describe('The screen image'), 304: z.null(), ...errors },
      },
    ),
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
