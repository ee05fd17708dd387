// Notifications in the app (list, unread count, read) and the customer's email preferences;
// every order notice's words live in catalogue.ts.
import {
  emailPreferencesSchema,
  emailPreferencesUpdateSchema,
  notificationSchema,
  readNotificationSchema,
  unreadCountSchema,
} from '@screenspot/contracts/notification';
import { pageQuerySchema } from '@screenspot/contracts/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentCustomer, requireCustomer } from '../auth';
import * as service from './service';
import { sendPage } from '../../http/send-page';
import { notificationExample, preferencesExample } from '../api-docs';
import { documented } from '../../http/operation';

/** The signed-in customer's notifications (spec section 7). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // Checked on request, before the body is read, so visitors get 401 whatever they send.
  app.addHook('onRequest', requireCustomer);

  app.get(
    '/notification/getAll',
    documented(
      {
        summary: 'List your notifications',
        description:
          'Newest first; `page` (from 0) and `size` (1 to 500, 100 when left out), the total in `X-Total-Count`.',
        tag: 'Notifications',
        access: 'customer',
        token: 'read',
        example: [notificationExample],
      },
      { querystring: pageQuerySchema, response: { 200: z.array(notificationSchema) } },
    ),
    async (request, reply) =>
      sendPage(
        reply,
        await service.listNotifications(db, currentCustomer(request).id, request.query),
      ),
  );

  app.post(
    '/notification/readAll',
    documented(
      {
        summary: 'Mark a notification read',
        tag: 'Notifications',
        access: 'customer',
        requestExample: { id: 88 },
        example: { ...notificationExample, isRead: true },
      },
      { body: readNotificationSchema, response: { 200: notificationSchema } },
    ),
    async (request) => service.markRead(db, currentCustomer(request).id, request.body.id),
  );

  app.get(
    '/notification/preferences',
    documented(
      {
        summary: 'Your email preferences',
        description:
          'Which order events (approved, paid, live, make-good, credit …) you receive by email; notifications in the app always appear.',
        tag: 'Notifications',
        access: 'customer',
        example: preferencesExample,
      },
      { response: { 200: emailPreferencesSchema } },
    ),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.emailPreferences(db, currentCustomer(request).id);
    },
  );

  app.put(
    '/notification/preferences',
    documented(
      {
        summary: 'Change your email preferences',
        description: 'Send the kinds to change; the others stay as they are.',
        tag: 'Notifications',
        access: 'customer',
        requestExample: { emails: { scheduled: false } },
        example: preferencesExample,
      },
      { body: emailPreferencesUpdateSchema, response: { 200: emailPreferencesSchema } },
    ),
    async (request) =>
      service.updateEmailPreferences(db, currentCustomer(request).id, request.body.emails),
  );

  app.get(
    '/notification/unreadCount',
    documented(
      {
        summary: 'Count unread notifications',
        tag: 'Notifications',
        access: 'customer',
        token: 'read',
        example: { count: 2 },
      },
      { response: { 200: unreadCountSchema } },
    ),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { count: await service.unreadCount(db, currentCustomer(request).id) };
    },
  );
};
