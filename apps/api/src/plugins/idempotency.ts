import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  claimKey,
  releaseKey,
  storeAnswer,
  type KeyScope,
} from '../modules/idempotency/repository';
import type { ErrorKey } from '../error-messages';
import { errorText, requestLanguage } from '../i18n';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route accepts an Idempotency-Key header: a retry with the same key gets the first answer. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyScope: KeyScope | null;
  }
}

export const idempotencyHeader = 'idempotency-key';

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  key: ErrorKey,
) {
  const language = requestLanguage(request);
  return reply
    .code(statusCode)
    .header('content-language', language)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ code: key, message: errorText(key, language) }));
}
const keyPattern = /^[\x21-\x7e]{1,255}$/;

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(request.url)
    .update('\n')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
}

/**
 * Idempotency-Key on the routes that declare `config: { idempotent: true }`: keyed on (account,
 * key, method and path), kept in the database so a retry reaching another instance is answered
 * the same. The first answer (2xx or 4xx) is replayed with `Idempotent-Replayed: true`; a
 * 5xx, a 429 or a dropped request frees the key for a real retry. The same key with another body
 * is refused with 422; a retry while the first is still running gets 409.
 */
export const idempotency = fp(async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  app.decorateRequest('idempotencyScope', null);

  // After validation, so the body is parsed and the customer known (requireCustomer ran on request).
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const header = request.headers[idempotencyHeader];
    if (header === undefined || !request.customer) return;
    if (typeof header !== 'string' || !keyPattern.test(header)) {
      throw new HttpError(400, 'idempotency.keyFormat');
    }
    const scope = {
      customerId: request.customer.id,
      key: header,
      route: `${request.method} ${request.url.split('?')[0]}`,
    };
    const claim = await claimKey(db, scope, requestHash(request));
    // These answers are the plugin's, not the route's: sent as they are, so a route whose own
    // 409 has another shape (a booking's short cells) does not refuse to serialize them.
    if (claim.kind === 'mismatch') {
      return sendError(request, reply, 422, 'idempotency.keyReused');
    }
    if (claim.kind === 'in-progress') {
      return sendError(request, reply, 409, 'idempotency.inProgress');
    }
    if (claim.kind === 'replay') {
      reply.code(claim.statusCode).header('idempotent-replayed', 'true');
      if (claim.contentType) reply.type(claim.contentType);
      return reply.send(claim.body);
    }
    request.idempotencyScope = scope;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const scope = request.idempotencyScope;
    if (!scope) return payload;
    request.idempotencyScope = null;
    const status = reply.statusCode;
    if (status >= 500 || status === 429 || typeof payload !== 'string') {
      await releaseKey(db, scope);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await storeAnswer(db, scope, {
      statusCode: status,
      contentType: typeof contentType === 'string' ? contentType : null,
      body: payload,
    });
    return payload;
  });

  // A request that ends without an answer (the client went away mid-way) frees its key.
  app.addHook('onResponse', async (request) => {
    if (request.idempotencyScope) await releaseKey(db, request.idempotencyScope);
  });
});
