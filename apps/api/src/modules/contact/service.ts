import type { ContactRequest } from '@screenspot/contracts/contact';
import { mailHtml, productName, type Messenger } from '../../adapters/messages';
import type { Db } from '../../db/client';
import * as repository from './repository';

export type ContactDeps = { db: Db; messenger: Messenger; supportEmail: string };

/** Keeps the request (so nothing is lost if mail is down) and tells the support team about it. */
export async function submitContactRequest(
  deps: ContactDeps,
  request: ContactRequest,
): Promise<{ id: number }> {
  const row = await repository.insertContactRequest(deps.db, request);
  const sender = `${request.name} ${request.surname}`;
  const lines = [
    `${sender} <${request.email}> wrote through the contact form:`,
    request.message,
    `Reply to ${request.email}. Request number ${row.id}, received ${row.createdAt.toISOString()}.`,
  ];
  await deps.messenger.sendMail({
    to: deps.supportEmail,
    subject: `${productName} contact request from ${sender}`,
    text: lines.join('\n\n'),
    html: mailHtml(`Contact request from ${sender}`, lines),
  });
  return { id: row.id };
}
