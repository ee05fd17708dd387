import type { FastifyInstance } from 'fastify';

/**
 * Calls a route that answers with an endless stream (app.inject would wait for its end) over HTTP:
 * the status, headers and an error body are read, then the stream is dropped.
 */
export async function callStream(app: FastifyInstance, url: string, cookie?: string | null) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    headers: cookie ? { cookie } : {},
    signal: controller.signal,
  });
  const body = res.status >= 400 ? await res.text() : '';
  controller.abort();
  return {
    statusCode: res.status,
    headers: Object.fromEntries(res.headers) as Record<string, string | undefined>,
    body,
    json: () => JSON.parse(body) as unknown,
  };
}
