import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { stdSerializers } from 'pino';
import { asMessage, errorCode, type ErrorMessage, type ErrorText } from '../error-messages';
import { errorText, messageOfWords, requestLanguage } from '../i18n';

/**
 * An error meant for the user, raised by its message's key (decision 0058); thrown by services,
 * answered as JSON with the key as `code` and the text in the request's language. Its `message` is
 * the English text, for logs and for code that reads it.
 */
export class HttpError extends Error {
  readonly text: ErrorMessage;
  constructor(
    readonly statusCode: number,
    text: ErrorText,
    readonly errors?: Record<string, ErrorText>,
    /** More fields of the answer, e.g. the cells a booking lacks room in. */
    readonly details?: Record<string, unknown>,
  ) {
    super(errorText(text, 'en'));
    this.text = asMessage(text);
  }

  /** The answer's `code`: the message's key. */
  get code(): string {
    return errorCode(this.text);
  }
}

/** 429 with the seconds until the next try is allowed, sent as Retry-After. */
export class TooManyRequests extends HttpError {
  constructor(
    text: ErrorText,
    readonly retryAfterSeconds: number,
  ) {
    super(429, text);
  }
}

type ValidationIssue = { instancePath?: string; message?: string; params?: unknown };

function fieldName(issue: ValidationIssue): string {
  const params = issue.params as { issue?: { path?: unknown[] } } | undefined;
  const path = params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean);
  return path && path.length > 0 ? path.map(String).join('.') : '_';
}

/**
 * An error answer in the request's language (Accept-Language; English without one): `code` is its
 * message's key, `message` its text in that language, and field messages are resolved through the
 * catalogues. The answer says which language it is in and that it varies with Accept-Language.
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  text: ErrorText,
  extra: { errors?: Record<string, ErrorText> } & Record<string, unknown> = {},
): FastifyReply {
  const language = requestLanguage(request);
  reply.header('content-language', language);
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/(^|,)\s*accept-language\s*(,|$)/i.test(vary)) {
    reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
  }
  const { errors, ...rest } = extra;
  return reply.code(status).send({
    code: errorCode(text),
    message: errorText(text, language),
    ...(errors
      ? {
          errors: Object.fromEntries(
            Object.entries(errors).map(([field, text]) => [field, errorText(text, language)]),
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
      return sendError(request, reply, error.statusCode, error.text, {
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.details,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, ErrorText> = {};
      for (const issue of error.validation as ValidationIssue[]) {
        const field = fieldName(issue);
        errors[field] ??= issue.message
          ? messageOfWords(issue.message, 'invalidValue')
          : 'invalidValue';
      }
      return sendError(request, reply, 400, Object.values(errors)[0] ?? 'invalidRequest', {
        errors,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(request, reply, status, clientMessage(error));
    }
    if (databaseBusy(error)) {
      request.log.warn({ err: error }, 'no database connection in time');
      reply.header('retry-after', '1');
      return sendError(request, reply, 503, 'busy');
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 500, 'serverError');
  });
}

/** How the connection pool says it could not hand out a connection in time (pg-pool's words). */
const poolTimeouts = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);

/**
 * The database did not give the request a connection in time: every one was busy, or a new one
 * did not open. The service is busy, not broken: 503 with a retry, not 500. The query layer may
 * wrap the pool's error, so its causes are read too.
 */
function databaseBusy(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; depth < 5 && cause instanceof Error; depth += 1) {
    if (poolTimeouts.has(cause.message)) return true;
    cause = cause.cause;
  }
  return false;
}

/** The framework's own refusals by their key; any other in its own words. */
function clientMessage(error: FastifyError): ErrorText {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'request.tooLarge';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'request.unsupportedType';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'request.invalidJson';
    default:
      return error.message ? messageOfWords(error.message, 'badRequest') : 'badRequest';
  }
}
