import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Storage } from '../adapters/storage/storage';
import { etagMatches } from './etag';

/** A stored JPEG thumbnail, for whoever may see its order, with its ETag (304 on a match). */
export async function sendThumbnail(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  thumbnail: { key: string; etag: string },
) {
  // Private answers stay no-store (the private-answers plugin); the ETag still spares a download.
  reply.header('etag', thumbnail.etag);
  if (etagMatches(request.headers['if-none-match'], thumbnail.etag)) return reply.code(304).send();
  return reply.header('content-type', 'image/jpeg').send(await storage.read(thumbnail.key));
}
