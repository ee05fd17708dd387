import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { useToken } from '../modules/api-tokens/service';
import { bearerToken, hasBearer } from './bearer';
import { HttpError, TooManyRequests } from './errors';
import { message, type ErrorKey } from '../error-messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API token that authenticated the request, when one did. */
    apiTokenId: number | null;
  }
}

export const invalidTokenMessage: ErrorKey = 'apiToken.invalid';
export const tokenNotAllowedMessage: ErrorKey = 'apiToken.notAllowed';
export const tokenRateLimitMessage: ErrorKey = 'limits.tokenRate';

/**
 * `Authorization: Bearer <token>` on the routes the API reference lists for tokens: the token's
 * account becomes the request's customer, within the token's scope, counted against its own
 * rate limit (kept in the database, so every instance shares it). Routes that are not the
 * reference's (the player's, the console's) are left to their own authentication.
 */
export const apiTokenAuth = fp(async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  const perMinute = app.deps.config.API_TOKEN_REQUESTS_PER_MINUTE;
  app.decorateRequest('apiTokenId', null);
  const windowSeconds = 60;
  app.addHook('onRequest', async (request, reply) => {
    if (!hasBearer(request)) return;
    const operation = request.routeOptions.config.operation;
    if (!operation) return;
    if (!operation.token) throw new HttpError(403, tokenNotAllowedMessage);
    const token = bearerToken(request);
    const use = token ? await useToken(db, token, windowSeconds) : null;
    if (!use) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw new HttpError(401, invalidTokenMessage);
    }
    if (use.count > perMinute) {
      const retryAt = use.windowStartedAt.getTime() + windowSeconds * 1000;
      throw new TooManyRequests(tokenRateLimitMessage, (retryAt - Date.now()) / 1000);
    }
    if (!use.scopes.includes(operation.token)) {
      reply.header(
        'www-authenticate',
        `Bearer error="insufficient_scope", scope="${operation.token}"`,
      );
      throw new HttpError(403, message('apiToken.lacksScope', { scope: operation.token }));
    }
    request.customer = { ...use.customer, sessionId: 0 };
    request.apiTokenId = use.tokenId;
  });
  // A request authenticated by a token never gets a cookie back.
  app.addHook('onSend', async (request, reply) => {
    if (hasBearer(request)) reply.removeHeader('set-cookie');
  });
});
