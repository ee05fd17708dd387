import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Storage } from '../adapters/storage/storage';
import { HttpError } from '../plugins/errors';
import { parseRange } from './byte-range';

/** Streams an order's video, whole or the requested byte range, so players can seek. */
export async function sendVideo(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  order: { videoKey: string | null; videoContentType: string | null },
) {
  if (!order.videoKey || !order.videoContentType) {
    throw new HttpError(404, 'screen.noVideo');
  }
  const object = await storage.stat(order.videoKey);
  if (!object) throw new HttpError(404, 'screen.videoGone');
  const size = object.size;
  reply.header('accept-ranges', 'bytes');
  const range = parseRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw new HttpError(416, 'screen.rangeUnavailable');
  }
  reply.header('cache-control', 'private, no-cache').type(order.videoContentType);
  if (range === null) {
    reply.header('content-length', size);
    return reply.code(200).send(await storage.read(order.videoKey));
  }
  reply
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1);
  return reply.code(206).send(await storage.read(order.videoKey, range));
}
