import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../plugins/errors';
import { currentCustomer, type SessionCustomer } from '../auth';
import { findMembership, type Membership } from './repository';
import { roleMayCall } from './roles';
import type { ErrorKey } from '../../error-messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer's organisation and role; null for visitors. */
    member: Membership | null;
  }
}

export const roleRefusedMessage: ErrorKey = 'organisation.roleRefused';

/**
 * After the session and API-token hooks: reads the caller's membership, and refuses (403) a
 * customer route the caller's role may not call, before its body is validated or anything runs.
 * Operators act in the console by their own role; on customer routes they are customers too.
 */
export const memberPlugin = fp(async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  app.decorateRequest('member', null);
  app.addHook('onRequest', async (request) => {
    request.member = request.customer ? await findMembership(db, request.customer.id) : null;
  });
  app.addHook('preValidation', async (request) => {
    const { member } = request;
    const url = request.routeOptions.url;
    if (!member || !url) return;
    if (roleMayCall(request.method, url, member.role) === false) {
      throw new HttpError(403, roleRefusedMessage);
    }
  });
});

/** The signed-in customer's membership (every customer has one: a trigger makes it). */
export function currentMember(request: FastifyRequest): Membership {
  currentCustomer(request);
  if (!request.member) throw new Error('A signed-in customer without an organisation');
  return request.member;
}

/**
 * The one helper every ownership check reads: the account key of the caller's organisation. Its
 * campaigns, orders, invoices, reports, tokens and webhooks are keyed on it, so a member of another
 * organisation finds none of them (404).
 */
export function organisationAccount(request: FastifyRequest): number {
  return currentMember(request).accountId;
}

/**
 * The signed-in customer as the owner of their organisation's documents: for the checks that take
 * a viewer (`role`, `id`), the id is the organisation's account key.
 */
export function accountViewer(request: FastifyRequest): SessionCustomer {
  return { ...currentCustomer(request), id: organisationAccount(request) };
}
