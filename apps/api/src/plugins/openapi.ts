import fastifySwagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { apiErrorSchema } from '@screenspot/contracts/api-error';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z, type ZodType } from 'zod';
import { isUndocumented, operationKey, type Operation } from '../http/operation';

const description = `ScreenSpot's API: find LED screens in Dubai, price and book spots, upload videos, follow orders.

**Authentication.** The web app signs in with a session cookie. Systems send \`Authorization: Bearer <token>\`
with an API token made in Settings › API tokens: \`read\` reaches every GET route, \`book\` also books, uploads
and cancels. A token request needs no Origin header and never uses cookies. Each token has its own rate limit
(429 with \`Retry-After\`).

**Errors.** Every 4xx and 5xx answer is JSON \`{ "message": "...", "errors": { "field": "..." } }\`; \`errors\`
names the fields that were refused.

**Lists** take \`page\` (from 0) and \`size\` and answer the number of rows in \`X-Total-Count\`.

**Retries.** \`POST /api/campaigns\`, \`POST /api/campaigns/{id}/payment\`, \`POST /api/order/{id}/schedule\` and \`POST /api/order/{id}/end\` accept an \`Idempotency-Key\` header: a retry with the same key answers the
first answer (with \`Idempotent-Replayed: true\`) instead of booking twice.

See docs/api.md in the repository for a booking made end to end and webhook signatures.`;

// A Record, so every tag an operation can carry has its one description.
const tagDescriptions: Record<Operation['tag'], string> = {
  Screens: 'The catalogue: public.',
  Booking: 'Availability, quotes and campaigns.',
  Orders: 'Videos and order statuses.',
  Notifications: 'Notifications and live updates.',
  Account: 'Sign-up, sign-in and the account (session only).',
  'API tokens': 'Tokens for systems (session only).',
  Webhooks: 'Signed HTTPS callbacks when your orders change, and a daily delivery summary.',
  Service: 'Health.',
  Organisation: 'Members, roles, invites and spend approval (session only).',
};
const tags = Object.entries(tagDescriptions).map(([name, description]) => ({ name, description }));

const error = (text: string) => apiErrorSchema.describe(text);

/** The error answers a route can give, from what it takes and who may call it. */
function errorAnswers(schema: Record<string, unknown>, operation: Operation | undefined) {
  const answers: Record<string, ZodType> = {};
  if (schema.body || schema.querystring || schema.params) {
    answers['400'] = error('Bad input: `errors` names each refused field.');
  }
  if (operation?.access === 'customer' || operation?.token) {
    answers['401'] = error('Not signed in, or the API token is unknown, revoked or expired.');
  }
  if (operation?.token || operation?.access === 'customer') {
    answers['403'] = error(
      operation?.token
        ? `The API token lacks the "${operation.token}" scope, or the request came from another site.`
        : 'API tokens cannot be used for this call, or the request came from another site.',
    );
  }
  if (schema.params || schema.querystring) answers['404'] = error('Not found (or not yours).');
  answers['429'] = error('Too many requests: wait the seconds in `Retry-After`.');
  answers['500'] = error('Something went wrong on our side.');
  return answers;
}

type Method = OpenAPIV3_1.HttpMethods;

/** Adds each operation's examples and security to the generated document. */
function decorate(
  document: OpenAPIV3_1.Document,
  operations: ReadonlyMap<string, Operation>,
): OpenAPIV3_1.Document {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const url = path.replace(/\{([^}]+)\}/g, ':$1');
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as Method[]) {
      const op = item?.[method];
      if (!op) continue;
      const entry = operations.get(operationKey(method.toUpperCase(), url));
      if (!entry) continue;
      op.security =
        entry.access === 'public' && !entry.token
          ? []
          : entry.token
            ? [
                { session: [] },
                { apiToken: [entry.token] },
                ...(entry.access === 'public' ? [{}] : []),
              ]
            : [{ session: [] }];
      (op as Record<string, unknown>)['x-token-scope'] = entry.token ?? null;
      if (entry.requestExample !== undefined && op.requestBody && 'content' in op.requestBody) {
        for (const media of Object.values(op.requestBody.content)) {
          media.example = entry.requestExample;
        }
      }
      const success = Object.entries(op.responses ?? {}).find(([code]) => /^2\d\d$/.test(code));
      if (success && entry.example !== null) {
        const [, response] = success;
        if ('content' in response && response.content) {
          for (const media of Object.values(response.content)) media.example = entry.example;
        }
      }
    }
  }
  return document;
}

const transform: FastifyDynamicSwaggerOptions['transform'] = (input) => {
  const { url, route } = input;
  if (isUndocumented(url)) return { schema: { hide: true }, url };
  const method = [route.method].flat()[0] ?? 'GET';
  const operation = route.config?.operation;
  const schema = { ...(input.schema ?? {}) } as Record<string, unknown>;
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  for (const [code, answer] of Object.entries(errorAnswers(schema, operation))) {
    // A route's own error schema (e.g. 409's cells) stays; '4xx' gives way to the specific codes.
    if (!(code in response)) response[code] = answer;
  }
  delete response['4xx'];
  schema.response = response;
  if (route.config?.idempotent && !schema.headers) {
    schema.headers = z.object({
      'idempotency-key': z
        .string()
        .max(255)
        .optional()
        .describe(
          'Any 1 to 255 visible characters; a retry with the same key answers the first answer (for 24 hours) instead of doing it again.',
        ),
    });
  }
  if (operation) {
    schema.summary = operation.summary;
    if (operation.description) schema.description = operation.description;
    schema.tags = [operation.tag];
    schema.operationId = operationKey(method, url)
      .toLowerCase()
      .replace(/[^a-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''));
  }
  return jsonSchemaTransform({ ...input, schema });
};

/**
 * The OpenAPI 3.1 document, generated from the routes' own zod schemas, at /api/openapi.json,
 * and an interactive reference at /api/docs (Swagger UI: its own files, no inline script, so the
 * service's Content-Security-Policy holds). Registered before the routes, so it sees them all.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl?: string): Promise<void> {
  // Each route's own description (`config.operation`), gathered as the routes are registered.
  const operations = new Map<string, Operation>();
  app.addHook('onRoute', (route) => {
    const operation = route.config?.operation;
    if (!operation) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') operations.set(operationKey(method, route.url), operation);
    }
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'ScreenSpot API', version: '1.0.0', description },
      servers: [{ url: publicUrl ? new URL(publicUrl).origin : '/' }],
      tags,
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'sid',
            description: 'The web app’s session.',
          },
          apiToken: { type: 'http', scheme: 'bearer', description: 'An API token from Settings.' },
        },
      },
    },
    transform,
    transformObject: (input) =>
      decorate(jsonSchemaTransformObject(input) as OpenAPIV3_1.Document, operations) as never,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    theme: { title: 'ScreenSpot API reference' },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(app.swagger()));
  });
}
