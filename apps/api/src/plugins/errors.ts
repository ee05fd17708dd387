import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { stdSerializers } from 'pino';
import { localizeMessage, requestLanguage } from '../i18n';

/** An error whose message is meant for the user; thrown by services, answered as JSON. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** More fields of the answer, e.g. the cells a booking lacks room in. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** 429 with the seconds until the next try is allowed, sent as Retry-After. */
export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

type ValidationIssue = { instancePath?: string; message?: string; params?: unknown };

function fieldName(issue: ValidationIssue): string {
  const params = issue.params as { issue?: { path?: unknown[] } } | undefined;
  const path = params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean);
  return path && path.length > 0 ? path.map(String).join('.') : '_';
}

/**
 * An error answer in the request's language (Accept-Language; English without one): its message
 * and field messages are resolved through the catalogues, and the answer says which language it is
 * in and that it varies with Accept-Language.
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: { message: string; errors?: Record<string, string> } & Record<string, unknown>,
): FastifyReply {
  const language = requestLanguage(request);
  reply.header('content-language', language);
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/(^|,)\s*accept-language\s*(,|$)/i.test(vary)) {
    reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
  }
  const { message, errors, ...rest } = body;
  return reply.code(status).send({
    message: localizeMessage(message, language),
    ...(errors
      ? {
          errors: Object.fromEntries(
            Object.entries(errors).map(([field, text]) => [field, localizeMessage(text, language)]),
          ),
        }
      : {}),
    ...rest,
  });
}

/**
 * An error as the log shows it. A failed query keeps its SQL and cause but not its parameters:
 * they carry password hashes, personal details and, outside production, the codes sent.
 */
export function serializeError(error: Error): ReturnType<typeof stdSerializers.err> {
  const logged = stdSerializers.err(error);
  // The failed query may be the error itself or a cause of it, whose text the log also carries.
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (!(cause instanceof DrizzleQueryError)) continue;
    const params = `\nparams: ${String(cause.params)}`;
    logged.message = logged.message.replaceAll(params, '');
    logged.stack = logged.stack.replaceAll(params, '');
    delete logged.params;
  }
  return logged;
}

/** One error handler: validation → 400 with field messages; known errors → their status; else 500. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error instanceof TooManyRequests) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      }
      return sendError(request, reply, error.statusCode, {
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.details,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation as ValidationIssue[]) {
        const field = fieldName(issue);
        errors[field] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(errors)[0] ?? 'Invalid request';
      return sendError(request, reply, 400, { message: first, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(request, reply, status, { message: clientMessage(error, status) });
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 500, {
      message: 'Something went wrong on our side. Please try again.',
    });
  });
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      return status === 429 ? error.message : error.message || 'Bad request';
  }
}
