import { totalCountHeader } from '@screenspot/contracts/paging';
import type { FastifyReply } from 'fastify';

/** Answers one page of a list: its items in the body, the size of the whole list in a header. */
export function sendPage<T>(reply: FastifyReply, page: { items: T[]; total: number }): T[] {
  reply.header(totalCountHeader, String(page.total));
  return page.items;
}
