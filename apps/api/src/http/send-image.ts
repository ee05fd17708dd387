import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from './etag';

/** Answers a stored image with its ETag; a matching If-None-Match gets 304. */
export function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: { contentType: string; bytes: Buffer; etag: string },
) {
  reply.header('etag', image.etag).header('cache-control', 'private, no-cache');
  if (etagMatches(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
  return reply.header('content-type', image.contentType).send(image.bytes);
}
