import arValidation from './locales/ar/validation.json';
import enValidation from './locales/en/validation.json';

/**
 * The validation messages of these schemas as catalogues: each message is a key (`required`,
 * `password.composition`, …) whose English value is the text the schemas carry, word for word.
 * Each side resolves a message to its key with `messageKeyOf` and reads the key in the reader's
 * language: the API in its error handler, the web app with its own i18next.
 */
export const validationCatalogues = { en: enValidation, ar: arValidation } as const;
export const validationNamespace = 'validation';

type Catalogue = { [key: string]: string | Catalogue };
export type MessageKey = { key: string; values: Record<string, string | number> };
export type MessageIndex = (text: string) => MessageKey | undefined;

/** Flattens a nested catalogue into `a.b.c` keys and their texts. */
export function flattenCatalogue(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${name}`, value] as [string, string]]
      : flattenCatalogue(value, `${prefix}${name}.`),
  );
}

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

/** The names of the values a text fills in (`{{name}}`), in order. */
export function placeholderNames(text: string): string[] {
  return [...text.matchAll(placeholder)].map((m) => m[1]!);
}
/** i18next's plural forms: a key `name_one`, `name_other`, … is one text in several forms. */
export const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An index from English text to key: exact texts first, then texts with `{{values}}`, the longest
 * fixed wording first, so "At most {{max}} km" wins over "At most {{max}}".
 */
export function messageIndex(english: Catalogue): MessageIndex {
  const exact = new Map<string, string>();
  const templates: { key: string; pattern: RegExp; names: string[]; fixed: number }[] = [];
  for (const [key, text] of flattenCatalogue(english)) {
    const names = placeholderNames(text);
    if (names.length === 0) {
      exact.set(text, key);
      continue;
    }
    const parts = text.split(placeholder).filter((_, i) => i % 2 === 0);
    const pattern = new RegExp(`^${parts.map(escapeRegExp).join('(.+?)')}$`, 's');
    templates.push({ key, pattern, names, fixed: parts.join('').length });
  }
  templates.sort((a, b) => b.fixed - a.fixed);
  return (text) => {
    const key = exact.get(text);
    if (key) return { key, values: {} };
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (match) {
        const values = Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!]));
        // "2 audio tracks" is a form of `audioTracks`: the reader's language picks its own form.
        if (!('count' in values) || !pluralSuffix.test(template.key))
          return { key: template.key, values };
        return {
          key: template.key.replace(pluralSuffix, ''),
          values: { ...values, count: Number(values.count) },
        };
      }
    }
    return undefined;
  };
}

/** The key of a validation message of these schemas, with the values in its text. */
export const validationKeyOf: MessageIndex = messageIndex(enValidation);
