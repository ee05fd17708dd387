import i18next from 'i18next';

/** The spec shows durations with an 's' suffix: 15s (Arabic: 15 ث). */
export function formatDuration(seconds: number, language?: string): string {
  return i18next.t('duration', { ns: 'finder', seconds, lng: language });
}
