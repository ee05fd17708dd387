import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Storage } from '../../adapters/storage/storage';
import type { Db } from '../../db/client';
import { etagMatches } from '../../http/etag';
import { mockupImage, mockupPdf, type MockupReader } from './service';

/** The mock-up's PNG as a download named after its order; its ETag spares a second download. */
export async function sendMockupImage(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { db: Db; storage: Storage },
  orderId: number,
  reader: MockupReader,
) {
  const image = await mockupImage(deps.db, orderId, reader);
  reply.header('etag', image.etag);
  if (etagMatches(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
  return reply
    .type('image/png')
    .header('content-disposition', `inline; filename="order-${image.order.id}-mockup.png"`)
    .send(await deps.storage.read(image.key));
}

/** The permit page as a PDF named after its order. */
export async function sendMockupPdf(
  reply: FastifyReply,
  deps: { db: Db; storage: Storage },
  orderId: number,
  reader: MockupReader,
) {
  const pdf = await mockupPdf(deps, orderId, reader);
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="order-${orderId}-mockup.pdf"`)
    .send(pdf);
}
