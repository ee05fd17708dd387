import type { ApiError } from '@screenspot/contracts/api-error';
import i18next from 'i18next';

/**
 * A failed API call, carrying the server's user-facing message (in the language asked for), its
 * `code` (the message's key, the same in every language) and field errors.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    /** The whole answer, for errors that carry more (a 409's cells without room). */
    readonly body: unknown = undefined,
    readonly code: string | undefined = undefined,
  ) {
    super(message);
  }
}

/**
 * A failure the web app words itself (no connection, an answer without a message), by a key of
 * its own catalogues, in the language in use; its code is that key.
 */
export function ownError(status: number, key: string, values: Record<string, unknown> = {}) {
  return new ApiRequestError(status, i18next.t(key, values), {}, undefined, key);
}

type Body = Record<string, unknown> | FormData | URLSearchParams | Blob | undefined;

async function request<T>(method: string, url: string, body?: Body): Promise<T> {
  return (await requestWithHeaders<T>(method, url, body)).data;
}

async function requestWithHeaders<T>(
  method: string,
  url: string,
  body?: Body,
): Promise<{ data: T; headers: Headers }> {
  // The server words its messages (and a new account's mail) in the language in use.
  const language = i18next.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': language,
  };
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) {
    // A Blob (a picked file) is sent as is, with its own type as the Content-Type.
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: payload, credentials: 'include' });
  } catch {
    throw ownError(0, 'common:messages.noConnection');
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (data ?? {}) as Partial<ApiError>;
    if (typeof error.message !== 'string') {
      throw ownError(response.status, 'common:messages.requestFailed', {
        status: response.status,
      });
    }
    throw new ApiRequestError(response.status, error.message, error.errors ?? {}, data, error.code);
  }
  return { data: data as T, headers: response.headers };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Builds a URL with its query, dropping empty values. */
export function withQuery(
  path: string,
  query: Record<string, string | number | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const api = {
  get: <T>(url: string) => request<T>('GET', url),
  /** A GET whose answer headers matter too (a total count beside a page). */
  getWithHeaders: <T>(url: string) => requestWithHeaders<T>('GET', url),
  post: <T>(url: string, body?: Body) => request<T>('POST', url, body),
  put: <T>(url: string, body?: Body) => request<T>('PUT', url, body),
  patch: <T>(url: string, body?: Body) => request<T>('PATCH', url, body),
  delete: <T>(url: string) => request<T>('DELETE', url),
};
