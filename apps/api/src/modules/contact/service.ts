import type { ContactRequest } from '@screenspot/contracts/contact';
import type { Language } from '@screenspot/contracts/language';
import { productName, type Messenger } from '../../adapters/messages';
import type { Db } from '../../db/client';
import * as repository from './repository';

export type ContactDeps = { db: Db; messenger: Messenger; supportEmail: string };

/** The sender's language as the support team reads it, so the answer goes back in it. */
const languageNames: Record<Language, string> = { en: 'English', ar: 'Arabic' };

/**
 * Keeps the request (so nothing is lost if mail is down) and tells the support team about it, in
 * English, naming the language the sender wrote from (their browser's) so the reply can use it.
 * The sender gets no mail: a public form must not send mail to any address typed into it.
 */
export async function submitContactRequest(
  deps: ContactDeps,
  request: ContactRequest,
  language: Language,
): Promise<{ id: number }> {
  const row = await repository.insertContactRequest(deps.db, request);
  const sender = `${request.name} ${request.surname}`;
  const lines = [
    `${sender} <${request.email}> wrote through the contact form:`,
    request.message,
    `Reply to ${request.email}, in ${languageNames[language]}. Request number ${row.id}, received ${row.createdAt.toISOString()}.`,
  ];
  await deps.messenger.sendMail({
    to: deps.supportEmail,
    subject: `${productName} contact request from ${sender}`,
    title: `Contact request from ${sender}`,
    paragraphs: lines,
    link: { path: '/admin/contact', label: 'Open contact requests' },
  });
  return { id: row.id };
}
