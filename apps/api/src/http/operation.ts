// How a route describes itself in the API reference and to API tokens: its `config.operation`,
// written beside the route. The OpenAPI document and the token check read it from the route.
import type { FastifyContextConfig, FastifySchema } from 'fastify';
import { requireCustomer } from '../modules/auth/session';

export type ApiTokenScope = 'read' | 'book';

/** How one route appears in the API reference, and who may call it. */
export type Operation = {
  summary: string;
  description?: string;
  tag:
    | 'Service'
    | 'Screens'
    | 'Booking'
    | 'Orders'
    | 'Notifications'
    | 'Account'
    | 'API tokens'
    | 'Webhooks'
    | 'Organisation';
  /** Anyone, or a signed-in customer (session cookie or API token). */
  access: 'public' | 'customer';
  /**
   * The scope an API token needs for the route; absent: tokens cannot call it (it changes the
   * account or its sign-in, so it takes a session).
   */
  token?: ApiTokenScope;
  /** An example of the success answer (checked against the route's schema by a test). */
  example: unknown;
  /** An example request body, for routes that take one. */
  requestExample?: unknown;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route in the public API reference: every public, customer and agency route has one (a
     * test fails on a route without); operator, player and development routes have none.
     */
    operation?: Operation;
  }
}

/** What else a documented route's config may carry: a rate limit, idempotency. */
type RouteConfig = Omit<FastifyContextConfig, 'operation'>;

/** A documented route's options: its operation in the reference beside its schema. */
export function documented<S extends FastifySchema>(
  operation: Operation,
  schema: S,
  config: RouteConfig = {},
) {
  return { config: { ...config, operation }, schema };
}

/** A documented route for a signed-in customer: requireCustomer answers 401 before the handler. */
export function customerRoute<S extends FastifySchema>(
  operation: Omit<Operation, 'access'>,
  schema: S,
  config: RouteConfig = {},
) {
  return {
    ...documented({ ...operation, access: 'customer' }, schema, config),
    preHandler: requireCustomer,
  };
}

/** The documentation's own routes, and other routes that are not part of the reference. */
export function isUndocumented(url: string): boolean {
  return (
    !url.startsWith('/api/') ||
    url.startsWith('/api/admin/') ||
    url === '/api/admin' ||
    url.startsWith('/api/dev/') ||
    url.startsWith('/api/player/') ||
    url.startsWith('/api/payments/stripe/') ||
    url === '/api/openapi.json' ||
    url === '/api/docs' ||
    url.startsWith('/api/docs/')
  );
}

export function operationKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}
