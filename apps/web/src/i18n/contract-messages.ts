import {
  validationCatalogues,
  validationKeyOf,
  validationNamespace,
} from '@screenspot/contracts/message-keys';
import { messages } from '@screenspot/contracts/messages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './index';

/**
 * The contracts' validation messages are English texts whose keys live in the contracts' own
 * catalogues (`@screenspot/contracts/message-keys`), shared with the API. The web reads them as the
 * i18next namespace `validation`. The failures the web words itself are written by key where they
 * happen (`ownError`). A text neither knows, such as one the server already wrote in the reader's
 * language, is shown as it is.
 */
for (const [language, catalogue] of Object.entries(validationCatalogues)) {
  i18n.addResourceBundle(language, validationNamespace, catalogue, true, false);
}

// The spec's own words for these three, which the contracts keep as they are.
const ownKeys = new Map<string, string>([
  [messages.unexpectedError, 'messages.unexpectedError'],
  [messages.noResults, 'messages.noResults'],
  [messages.noFileData, 'messages.noFileData'],
]);

/** Words a contract's (or the server's) message in the language in use. */
export function useContractMessage(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation('common');
  return useCallback(
    (text) => {
      if (!text) return text;
      const found = validationKeyOf(text);
      if (found) return t(found.key, { ns: validationNamespace, ...found.values });
      const own = ownKeys.get(text);
      return own ? t(own) : text;
    },
    [t],
  );
}
