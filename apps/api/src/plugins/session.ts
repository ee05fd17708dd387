import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findSessionCustomer, sessionCookie, type SessionCustomer } from '../modules/auth/session';
import { hasBearer } from './bearer';

declare module 'fastify' {
  interface FastifyRequest {
    customer: SessionCustomer | null;
  }
}

/**
 * Reads the session cookie of every request into request.customer. A request with an
 * `Authorization: Bearer` header is authenticated by that alone: its cookies are not read.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  app.decorateRequest('customer', null);
  const cookieName = sessionCookie(app.deps.config).name;
  app.addHook('onRequest', async (request) => {
    const token = hasBearer(request) ? undefined : request.cookies[cookieName];
    request.customer = token ? await findSessionCustomer(db, token) : null;
  });
});
