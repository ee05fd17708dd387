// POST /api/order: a video upload that books its screen's time, or brings the video of a booked
// order. The body is received by the orders module; booking places it under the booking rules.
import multipart from '@fastify/multipart';
import { apiErrorSchema } from '@screenspot/contracts/api-error';
import { capacityConflictSchema } from '@screenspot/contracts/booking-api';
import { orderSchema } from '@screenspot/contracts/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../http/error-responses';
import { requestLanguage } from '../../i18n';
import { takeUploadSlot } from '../auth';
import { organisationAccount } from '../organisations';
import { spendOf } from './spend';
import { receiveUpload } from '../orders';
import { placeUpload } from './order-upload';
import { bookingRules } from './rules';
import { orderExample } from '../api-docs';
import { customerRoute } from '../../http/operation';

export const orderUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const rules = bookingRules(app.deps.config, app.deps.clock);
  // Scoped to this route: the rest of the API does not accept multipart bodies.
  await app.register(multipart);

  app.post(
    '/order',
    customerRoute(
      {
        summary: 'Upload a video',
        description:
          'multipart/form-data with `orderId` (a booked order awaiting its video) or `ledId`, then the `video` file (MP4, WebM or MOV, at most 50 MB and the screen’s duration). The order goes to review.',
        tag: 'Orders',
        token: 'book',
        example: orderExample,
      },
      {
        response: {
          201: orderSchema,
          409: capacityConflictSchema.or(apiErrorSchema),
          ...errors,
        },
      },
    ),
    async (request, reply) => {
      const account = organisationAccount(request);
      // Counted before any byte of the body is read.
      const slot = await takeUploadSlot(db, account);
      try {
        const upload = await receiveUpload(request, { db, storage: app.deps.storage });
        const order = await placeUpload(
          { db, storage: app.deps.storage, jobs: app.deps.jobs, rules, spend: spendOf(request) },
          account,
          upload,
          requestLanguage(request),
        );
        return reply.code(201).send(order);
      } finally {
        await slot.release();
      }
    },
  );
};
