// API tokens for agencies' systems: made with scopes and an expiry, shown once, stored hashed,
// listed with their last use and revoked (the Bearer check itself is plugins/api-token-auth).
import {
  apiTokenCreatedSchema,
  apiTokenCreateSchema,
  apiTokenListSchema,
} from '@screenspot/contracts/api-token';
import { pageQuerySchema } from '@screenspot/contracts/paging';
import { idParamsSchema } from '@screenspot/contracts/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requireCustomer } from '../auth';
import { organisationAccount } from '../organisations';
import * as tokens from './service';
import { sendPage } from '../../http/send-page';
import { sendNoContent } from '../../http/no-content';
import { limitBodies } from '../../http/body-limit';
import { errors } from '../../http/error-responses';

/** The signed-in customer's API tokens: made and revoked in settings, with a session only. */
export const apiTokenRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', requireCustomer);
  limitBodies(app);

  app.post(
    '/user/tokens',
    { schema: { body: apiTokenCreateSchema, response: { 201: apiTokenCreatedSchema, ...errors } } },
    async (request, reply) => {
      const created = await tokens.createToken(db, organisationAccount(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/user/tokens',
    { schema: { querystring: pageQuerySchema, response: { 200: apiTokenListSchema, ...errors } } },
    async (request, reply) =>
      sendPage(reply, await tokens.listTokens(db, organisationAccount(request), request.query)),
  );

  app.delete(
    '/user/tokens/:id',
    { schema: { params: idParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) =>
      sendNoContent(reply, tokens.revokeToken(db, organisationAccount(request), request.params.id)),
  );
};
