// Orders and their videos: the customer's orders, their videos, creative checks, status
// history, and the console's moderation (approve, reject, move a status).
import {
  orderHistoryEntrySchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderSchema,
} from '@screenspot/contracts/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { thumbnailParamsSchema, videoChecksSchema } from '@screenspot/contracts/video-checks';
import { z } from 'zod';
import { organisationAccount } from '../organisations';
import {
  checkThumbnail,
  getOwnOrder,
  listOrders,
  ownOrderHistory,
  ownVideoChecks,
  toOrder,
} from './service';
import { sendThumbnail } from '../../http/send-thumbnail';
import { sendVideo } from '../../http/send-video';
import { sendPage } from '../../http/send-page';
import { errors } from '../../http/error-responses';
import { requestLanguage } from '../../i18n';
import { orderExample } from '../api-docs';
import { customerRoute } from '../../http/operation';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/order/getAll',
    customerRoute(
      {
        summary: 'List your orders',
        description:
          'Newest first, `page` (from 0) and `size` (at most 100), total in `X-Total-Count`.',
        tag: 'Orders',
        token: 'read',
        example: [orderExample],
      },
      { querystring: orderListQuerySchema, response: { 200: z.array(orderSchema) } },
    ),
    async (request, reply) =>
      sendPage(
        reply,
        await listOrders(db, organisationAccount(request), request.query, requestLanguage(request)),
      ),
  );

  app.get(
    '/order/:id',
    customerRoute(
      {
        summary: 'One of your orders',
        tag: 'Orders',
        token: 'read',
        example: orderExample,
      },
      { params: orderIdParamsSchema, response: { 200: orderSchema } },
    ),
    async (request) =>
      toOrder(
        await getOwnOrder(db, organisationAccount(request), request.params.id),
        requestLanguage(request),
      ),
  );

  app.get(
    '/order/:id/history',
    customerRoute(
      {
        summary: "An order's status history",
        tag: 'Orders',
        token: 'read',
        example: [
          {
            statusCode: 6,
            statusMessage: 'Awaiting video',
            reason: null,
            at: '2026-11-24T15:45:00Z',
            kind: 'status',
            by: 'customer',
          },
          {
            statusCode: 0,
            statusMessage: 'Under review',
            reason: null,
            at: '2026-11-24T15:50:00Z',
            kind: 'status',
            by: 'customer',
          },
        ],
      },
      {
        params: orderIdParamsSchema,
        response: { 200: z.array(orderHistoryEntrySchema) },
      },
    ),
    async (request) => ownOrderHistory(db, organisationAccount(request), request.params.id),
  );

  app.get(
    '/order/:id/video',
    customerRoute(
      {
        summary: "An order's video",
        description: 'The video bytes, with HTTP Range support (206).',
        tag: 'Orders',
        token: 'read',
        example: null,
      },
      {
        params: orderIdParamsSchema,
        // The body is the video's bytes (a stream, not serialised); errors are JSON.
        response: { 200: z.unknown(), 206: z.unknown(), ...errors },
      },
    ),
    async (request, reply) => {
      const order = await getOwnOrder(db, organisationAccount(request), request.params.id);
      return sendVideo(request, reply, app.deps.storage, order);
    },
  );

  app.get(
    '/order/:id/checks',
    customerRoute(
      {
        summary: "The creative checks of an order's video",
        description:
          'What ffprobe and ffmpeg measured against the screen: each check passes, warns or fails with its measured and expected value; `pending` until the check has run.',
        tag: 'Orders',
        token: 'read',
        example: {
          status: 'warn',
          checks: [
            {
              key: 'audio',
              label: 'Audio',
              status: 'warn',
              measured: '1 audio track',
              expected: 'none (screens are silent)',
              message: 'Screens play without sound; the audio is ignored.',
            },
          ],
          error: null,
          sha256: 'b5bb9d8014a0f9b1d61e21e796d78dccdf1352f23cd32812f4850b878ae4944c',
          durationMs: 15000,
          width: 1920,
          height: 1080,
          thumbnailUrls: ['/api/order/204/checks/thumbnails/0'],
          override: null,
          checkedAt: '2026-11-24T12:00:00.000Z',
        },
      },
      { params: orderIdParamsSchema, response: { 200: videoChecksSchema } },
    ),
    async (request) => ownVideoChecks(db, organisationAccount(request), request.params.id),
  );

  app.get(
    '/order/:id/checks/thumbnails/:index',
    customerRoute(
      {
        summary: "A still of an order's video",
        description:
          'One of three JPEG stills (index 0, 1 or 2) made by the creative checks; ETag and 304.',
        tag: 'Orders',
        token: 'read',
        example: null,
      },
      {
        params: thumbnailParamsSchema,
        response: { 200: z.unknown(), 304: z.unknown(), ...errors },
      },
    ),
    async (request, reply) => {
      const { id, index } = request.params;
      await getOwnOrder(db, organisationAccount(request), id);
      return sendThumbnail(
        request,
        reply,
        app.deps.storage,
        await checkThumbnail(db, app.deps.storage, id, index),
      );
    },
  );
};
