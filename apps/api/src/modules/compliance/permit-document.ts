import type { FastifyReply } from 'fastify';
import type { Storage } from '../../adapters/storage/storage';

/** A permit's PDF, as a download under the name it was uploaded with. */
export async function sendPermitDocument(
  reply: FastifyReply,
  storage: Storage,
  document: { key: string; fileName: string },
) {
  const name = document.fileName.replace(/["\\]/g, '');
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  return reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .send(await storage.read(document.key));
}
