import type { FastifyReply } from 'fastify';

/** Answers 204 with no body once the removal is done (its errors answer as usual). */
export async function sendNoContent(reply: FastifyReply, removal: Promise<unknown>) {
  await removal;
  return reply.code(204).send(null);
}
