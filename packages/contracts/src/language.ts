// No Zod here: the web app's first script reads these (its i18n), and Zod is not part of a first
// visit. The language's schemas live with the customer (customer.ts).

/** The product's languages: English (the default) and Arabic. */
export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/**
 * The best of our languages for an Accept-Language header (RFC 9110 §12.5.4): the highest q-value
 * wins, ties go to the earlier entry, `ar-AE` counts as `ar`, `*` stands for any language not
 * named, q=0 refuses. Without a match the default, English. A list (a browser's
 * `navigator.languages`, most preferred first) reads as the header it sends.
 */
export function bestLanguage(header: string | readonly string[] | undefined | null): Language {
  const value = typeof header === 'string' || header == null ? header : header.join(',');
  if (!value) return defaultLanguage;
  const named = new Map<Language, number>();
  let any: number | undefined;
  for (const part of value.split(',').slice(0, 50)) {
    const [range = '', ...params] = part.trim().split(';');
    const tag = range.trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const [name, raw] = param.split('=').map((s) => s.trim());
      if (name?.toLowerCase() === 'q') {
        const parsed = Number(raw);
        q = raw && Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : 0;
      }
    }
    if (tag === '*') {
      any ??= q;
      continue;
    }
    const language = languages.find((l) => l === tag.split('-')[0]);
    if (language && !named.has(language)) named.set(language, q);
  }
  let best: { language: Language; q: number } | undefined;
  for (const [language, q] of named) if (q > 0 && (!best || q > best.q)) best = { language, q };
  const unnamed = languages.find((l) => !named.has(l));
  if (any !== undefined && any > 0 && unnamed && (!best || any > best.q)) return unnamed;
  return best?.language ?? defaultLanguage;
}
