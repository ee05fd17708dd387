import type { FastifyInstance } from 'fastify';
import { matrix, type MatrixRequest } from './authorization-matrix.table';
import type { Caller, Fixtures } from './fixtures';
import { callStream } from './stream-call';

/** A route's URL with the request's values for its :params, and its query. */
function urlFor(template: string, request: MatrixRequest): string {
  const url = template.replace(/:(\w+)/g, (_match, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${template}`);
    return encodeURIComponent(String(value));
  });
  return request.query ? `${url}?${request.query}` : url;
}

/** Calls the route of a matrix row (`METHOD url`) as a caller, with the row's request. */
export async function callMatrixRow(
  app: FastifyInstance,
  fx: Fixtures,
  key: string,
  caller: Caller,
) {
  const [method, template] = key.split(' ') as [string, string];
  const request = (await matrix[key]!.request?.(fx, caller)) ?? {};
  if (matrix[key]!.stream) return callStream(app, urlFor(template, request), caller.cookie);
  return app.inject({
    method: method as 'GET',
    url: urlFor(template, request),
    headers: { ...request.headers, ...(caller.cookie ? { cookie: caller.cookie } : {}) },
    ...(request.payload ? { payload: request.payload } : {}),
    ...(request.body !== undefined ? { payload: request.body as object } : {}),
  });
}
