import { historyCatalogues, historyNamespace } from '@screenspot/contracts/history-reasons';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './index';

// The reasons the system gives in an order's history, from the contracts' catalogues; loaded with
// the pages that show a history only.
for (const [language, catalogue] of Object.entries(historyCatalogues)) {
  i18n.addResourceBundle(language, historyNamespace, catalogue, true, false);
}

type Reasoned = {
  reason: string | null;
  reasonKey?: string | null;
  reasonValues?: Record<string, string> | null;
};

/** A history entry's reason in the language in use: by its key, or a person's words as typed. */
export function useHistoryReason(): (entry: Reasoned) => string | null {
  const { t } = useTranslation(historyNamespace);
  return useCallback(
    (entry) =>
      entry.reasonKey
        ? t(entry.reasonKey, { ...entry.reasonValues, defaultValue: entry.reason ?? '' })
        : entry.reason,
    [t],
  );
}
