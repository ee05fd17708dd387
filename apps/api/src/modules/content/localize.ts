import type { ContentLocale } from '@screenspot/contracts/content';

type Attributes = Record<string, unknown>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An entry's attributes in a locale: the English attributes with each text the locale's version
 * has put in its place. Only keys the English attributes have are read, and only non-empty texts
 * replace: whatever the translation lacks (a new step, an empty field) falls back to English, and
 * numbers, booleans and media stay the English entry's (an image's alternative text may differ).
 */
export function localizedAttributes(
  attributes: Attributes,
  localizations: Record<string, unknown>,
  locale: ContentLocale,
): Attributes {
  if (locale === 'en') return attributes;
  const version = localizations[locale];
  return isObject(version) ? overlay(attributes, version) : attributes;
}

function overlay(base: Attributes, texts: Record<string, unknown>): Attributes {
  const result: Attributes = {};
  for (const [key, value] of Object.entries(base)) {
    const text = texts[key];
    if (typeof value === 'string') {
      result[key] = typeof text === 'string' && text.trim() ? text : value;
    } else if (isObject(value) && isObject(text)) {
      result[key] = overlay(value, text);
    } else {
      result[key] = value;
    }
  }
  return result;
}

/** The texts of one locale's version at dotted paths (a.b.c), for the console's editor. */
export function localizedTexts(version: unknown, prefix: string[] = []): Record<string, string> {
  if (!isObject(version)) return {};
  const texts: Record<string, string> = {};
  for (const [key, value] of Object.entries(version)) {
    const path = [...prefix, key];
    if (typeof value === 'string') texts[path.join('.')] = value;
    else Object.assign(texts, localizedTexts(value, path));
  }
  return texts;
}

/** A locale's version with texts set at dotted paths; an empty text removes it (English shows). */
export function withLocalizedTexts(
  version: unknown,
  values: Record<string, string>,
): Record<string, unknown> {
  const next: Record<string, unknown> = isObject(version) ? structuredClone(version) : {};
  for (const [path, text] of Object.entries(values)) {
    const keys = path.split('.');
    let node = next;
    for (const key of keys.slice(0, -1)) {
      if (!isObject(node[key])) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    const last = keys.at(-1)!;
    if (text.trim()) node[last] = text;
    else delete node[last];
  }
  return prune(next);
}

/** Drops objects left empty by removed texts. */
function prune(node: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(node)) {
    if (!isObject(value)) continue;
    const pruned = prune(value);
    if (Object.keys(pruned).length === 0) delete node[key];
  }
  return node;
}
