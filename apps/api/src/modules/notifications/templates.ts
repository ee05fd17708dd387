import type { DisplayCurrency } from '@screenspot/contracts/currency';
import type { Language } from '@screenspot/contracts/language';

/** Whom a notice is written for: the language and display currency to write it in. */
export type Reader = { language: Language; currency: DisplayCurrency };

/** A notice's words, and where its email's button leads (when it has one). */
export type Words = { title: string; message: string; link?: { path: string; label: string } };

/** What a stored notice keeps to be written again: its template's name and its values. */
export type Said = { name: string; values: Record<string, unknown> };

type Render = (values: Record<string, unknown>, reader: Reader) => Words;

const templates = new Map<string, Render>();

/**
 * Declares a notice that is not an order event (payments, holds, replacements, proposals, screen
 * health) by a name and the function that writes it (decision 0059, revised). What it answers writes
 * the words for a reader and carries `said`, the name and values `notifyCustomer` stores, so the
 * notifications list writes the notice again in the reader's language and currency of the moment.
 * Values go through JSON: instants are kept under names ending in `At` and read back as dates.
 */
export function defineNotice<V extends object, W extends Words>(
  name: string,
  render: (values: V, reader: Reader) => W,
): (values: V, reader: Reader) => W & { said: Said } {
  if (templates.has(name)) throw new Error(`The notice ${name} is defined twice.`);
  templates.set(name, render as unknown as Render);
  return (values, reader) => ({
    ...render(values, reader),
    said: { name, values: values as Record<string, unknown> },
  });
}

/** An event's values as stored (JSON): its instants (`…At`) back to dates. */
export function revived(event: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(event).map(([name, value]) => [
      name,
      name.endsWith('At') && typeof value === 'string' ? new Date(value) : value,
    ]),
  );
}

/** The stored notice written again for the reader, or null when its template is unknown. */
export function writtenAgain(stored: unknown, reader: Reader): Words | null {
  if (!stored || typeof stored !== 'object') return null;
  const { notice, values } = stored as { notice?: unknown; values?: unknown };
  if (typeof notice !== 'string' || !values || typeof values !== 'object') return null;
  const render = templates.get(notice);
  if (!render) return null;
  try {
    return render(revived(values as Record<string, unknown>), reader);
  } catch {
    // Values a later template no longer reads: the words the notice was made with stand.
    return null;
  }
}
