import arHistory from './locales/ar/history.json';
import enHistory from './locales/en/history.json';

/**
 * Why the system, rather than a person's own words, moved an order: each reason a key of the
 * `history` catalogues, in English and Arabic. The order history answers the key and its values,
 * and each reader sees the reason in their language; the English text is also kept beside it for
 * the console and the logs. An operator's typed reason stays as typed.
 */
export const historyCatalogues = { en: enHistory, ar: arHistory } as const;
export const historyNamespace = 'history';

export type HistoryReasonKey = keyof typeof enHistory;
export type HistoryReason = { key: HistoryReasonKey; values?: Record<string, string> };

/** A reason given by key (`{ key: 'holdLapsed' }`), as opposed to a person's own words. */
export const historyReason = (key: HistoryReasonKey, values?: Record<string, string>) =>
  ({ key, ...(values ? { values } : {}) }) satisfies HistoryReason;

/** The reason's English words, its `{{values}}` filled in. */
export function historyReasonText({ key, values = {} }: HistoryReason): string {
  return enHistory[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}

/** A reason as the history keeps it: a key's English words beside the key, typed words as typed. */
export function historyColumns(reason: string | HistoryReason | undefined) {
  if (reason === undefined || typeof reason === 'string') return { reason: reason ?? null };
  return {
    reason: historyReasonText(reason),
    reasonKey: reason.key,
    reasonValues: reason.values ?? null,
  };
}
