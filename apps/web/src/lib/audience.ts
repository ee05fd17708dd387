import i18next from 'i18next';
import type { AudienceProfile } from '@screenspot/contracts/audience-api';
import { audienceMethodPath } from '@screenspot/contracts/audience';
import { queryOptions } from '@tanstack/react-query';
import { api, withQuery } from './api-client';

/** A screen's audience profile and what one spot delivers on it (public). */
export function audienceQuery(ledId: number) {
  return queryOptions({
    queryKey: ['audience', ledId],
    queryFn: () => api.get<AudienceProfile>(withQuery('/api/leds/audience', { ledId })),
    retry: false,
    staleTime: 60_000,
  });
}

/** The "how we estimate this" page, about one screen when given. */
export function audienceMethodHref(ledId?: number): string {
  return ledId ? `${audienceMethodPath}?ledId=${ledId}` : audienceMethodPath;
}

const numberFormats = new Map<
  string,
  Record<'compact' | 'whole' | 'oneDecimal', Intl.NumberFormat>
>();

/** Figures in a language's UAE locale (`ar`, `ar-AE` → ar-AE); without one, the language in use. */
function formatsFor(language: string = i18next.resolvedLanguage ?? i18next.language ?? 'en') {
  const locale = language.startsWith('ar') ? 'ar-AE' : 'en-AE';
  let found = numberFormats.get(locale);
  if (!found) {
    found = {
      compact: new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
      whole: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      oneDecimal: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
    };
    numberFormats.set(locale, found);
  }
  return found;
}

/** 94,400 → "94.4K" (Arabic: "94.4 ألف"); small figures keep a decimal: 10.9 → "10.9". */
export function formatImpressions(value: number, language?: string): string {
  const { compact, whole, oneDecimal } = formatsFor(language);
  if (value >= 10_000) return compact.format(value);
  if (value >= 100) return whole.format(value);
  return oneDecimal.format(value);
}

export function formatCount(value: number, language?: string): string {
  return formatsFor(language).whole.format(value);
}

export function formatHour(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}
