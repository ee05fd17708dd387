import type { ContentCollection } from '@screenspot/contracts/content';
import { queryOptions } from '@tanstack/react-query';
import type { ContentLanguage } from '../../../lib/content-language';

const fallbackContentUrl = '/cms';

/**
 * CONTENT_URL, told to the app by the server in a meta tag of index.html (no inline script: the
 * CSP forbids them). Without the tag (the Vite dev server) the same-origin /cms is used.
 */
export function contentBaseUrl(): string {
  if (typeof document === 'undefined') return fallbackContentUrl;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="content-url"]');
  const value = meta ? meta.content : fallbackContentUrl;
  return value.trim().replace(/\/+$/, '');
}

export type ContentAttributes = Record<string, unknown>;

/** Content reads stay fresh for a visit; copy rarely changes. */
export const contentStaleTime = 10 * 60_000;

/** A collection's query in one language, kept fresh for the visit. */
export function contentQuery<T>(
  collection: ContentCollection,
  language: ContentLanguage,
  read: (language: ContentLanguage) => Promise<T>,
) {
  return queryOptions({
    queryKey: ['content', collection, language],
    queryFn: () => read(language),
    staleTime: contentStaleTime,
  });
}

/**
 * The first entry's attributes of a collection (the spec uses only the first), or null when the
 * call fails or answers no data: the caller then keeps its built-in defaults. Never throws.
 */
export async function fetchFirstEntry(
  collection: ContentCollection,
  label: string,
  options: { populate?: boolean; language?: ContentLanguage } = {},
): Promise<ContentAttributes | null> {
  // Strapi's i18n `locale`; English asks without it, as it always has (the default locale).
  const params = [
    options.populate ? 'populate=*' : '',
    options.language && options.language !== 'en' ? `locale=${options.language}` : '',
  ].filter(Boolean);
  const url = `${contentBaseUrl()}/api/${collection}${params.length ? `?${params.join('&')}` : ''}`;
  try {
    // No cookies: the content service may be on another origin and needs none.
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const body = (await response.json()) as { data?: unknown };
    const first = Array.isArray(body.data) ? (body.data[0] as { attributes?: unknown }) : null;
    if (!first || typeof first.attributes !== 'object' || first.attributes === null) {
      throw new Error(`${url} answered no data`);
    }
    return first.attributes as ContentAttributes;
  } catch (error) {
    console.error(`Error fetching ${label} data:`, error);
    return null;
  }
}

/** Each text of the defaults, replaced by the entry's when the entry has a non-empty one. */
export function withDefaults<T extends Record<string, string>>(
  attributes: ContentAttributes | null,
  defaults: T,
): T {
  if (!attributes) return defaults;
  const result: Record<string, string> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const value = attributes[key];
    if (typeof value === 'string' && value.trim()) result[key] = value;
  }
  return result as T;
}

export type ContentImage = { src: string; width?: number; height?: number; alt: string };

function absoluteMediaUrl(url: string): string {
  if (/^(https?:)?\/\//i.test(url) || url.startsWith('data:')) return url;
  return `${contentBaseUrl()}${url.startsWith('/') ? '' : '/'}${url}`;
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && value > 0 ? value : undefined;
}

/**
 * A media field as Strapi 4 (`{ data: { attributes: { url } } }`), Strapi 5 (`{ url }`) or a plain
 * URL gives it; null when there is no image (the spec: no fallback image).
 */
export function contentImage(field: unknown, fallbackAlt: string): ContentImage | null {
  let media: Record<string, unknown> | null = null;
  if (typeof field === 'string') media = { url: field };
  else if (typeof field === 'object' && field !== null) {
    const data = (field as { data?: unknown }).data;
    if (data === undefined) media = field as Record<string, unknown>;
    else if (typeof data === 'object' && data !== null) {
      const attributes = (data as { attributes?: unknown }).attributes;
      media = (typeof attributes === 'object' ? attributes : data) as Record<string, unknown>;
    }
  }
  const url = media?.url;
  if (typeof url !== 'string' || !url.trim()) return null;
  const alt = media?.alternativeText;
  return {
    src: absoluteMediaUrl(url),
    width: numberOrUndefined(media?.width),
    height: numberOrUndefined(media?.height),
    alt: typeof alt === 'string' && alt.trim() ? alt : fallbackAlt,
  };
}
