// The contact form's messages (per-address limit) and the console's inbox that answers them.
import { apiErrorSchema } from '@screenspot/contracts/api-error';
import { contactRequestSchema, contactResponseSchema } from '@screenspot/contracts/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerText, requestLanguage } from '../../i18n';
import { submitContactRequest } from './service';
import { documented } from '../../http/operation';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact/request',
    documented(
      {
        summary: 'Send a message to the team',
        tag: 'Account',
        access: 'public',
        example: { id: 5, message: 'Thank you. We will get back to you soon.' },
      },
      {
        body: contactRequestSchema,
        response: { 201: contactResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      // A public form that sends mail: keep one address from flooding the support inbox.
      { rateLimit: { max: 20, timeWindow: 10 * 60_000 } },
    ),
    async (request, reply) => {
      const { database, messenger, config } = app.deps;
      const { id } = await submitContactRequest(
        { db: database.db, messenger, supportEmail: config.SUPPORT_EMAIL },
        request.body,
        requestLanguage(request),
      );
      return reply
        .code(201)
        .send({ id, message: answerText('contactSent', requestLanguage(request)) });
    },
  );
};
