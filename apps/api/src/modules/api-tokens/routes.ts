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
import { requireCustomer } from '../auth';
import { organisationAccount } from '../organisations';
import * as tokens from './service';
import { sendPage } from '../../http/send-page';
import { sendNoContent } from '../../http/no-content';
import { limitBodies } from '../../http/body-limit';
import { errors } from '../../http/error-responses';
import { apiTokenExample } from '../api-docs';
import { documented } from '../../http/operation';

/** The signed-in customer's API tokens: made and revoked in settings, with a session only. */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.addHook('onRequest', requireCustomer);
  limitBodies(app);

  app.post(
    '/user/tokens',
    documented(
      {
        summary: 'Create an API token',
        description:
          'The token is in this answer only; it is stored hashed. `read` reaches every GET route you can; `book` also books, uploads and cancels.',
        tag: 'API tokens',
        access: 'customer',
        requestExample: {
          name: 'Media planner',
          scopes: ['read', 'book'],
          expiresAt: '2027-05-24T00:00:00Z',
        },
        example: { id: 3, token: 'ss_Xk3p9Q…' },
      },
      { body: apiTokenCreateSchema, response: { 201: apiTokenCreatedSchema, ...errors } },
    ),
    async (request, reply) => {
      const created = await tokens.createToken(db, organisationAccount(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/user/tokens',
    documented(
      {
        summary: 'List your API tokens',
        description:
          'Never their secrets; with when each was last used. Paged like every list: `page` (from 0), `size`, `X-Total-Count`.',
        tag: 'API tokens',
        access: 'customer',
        example: [apiTokenExample],
      },
      { querystring: pageQuerySchema, response: { 200: apiTokenListSchema, ...errors } },
    ),
    async (request, reply) =>
      sendPage(reply, await tokens.listTokens(db, organisationAccount(request), request.query)),
  );

  app.delete(
    '/user/tokens/:id',
    documented(
      {
        summary: 'Revoke an API token',
        description: 'Requests with it get 401 from then on.',
        tag: 'API tokens',
        access: 'customer',
        example: null,
      },
      { params: idParamsSchema, response: { 204: z.null(), ...errors } },
    ),
    async (request, reply) =>
      sendNoContent(reply, tokens.revokeToken(db, organisationAccount(request), request.params.id)),
  );
};
