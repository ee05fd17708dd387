import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonEn from '../locales/en/common.json';
import { loadArabicContent } from './arabic-content';
import {
  defaultLanguage,
  directionOf,
  initialLanguage,
  isLanguage,
  storeLanguage,
  type Language,
} from './languages';

export * from './languages';

/**
 * Catalogues: apps/web/src/locales/<language>/<namespace>.json, one namespace per feature folder
 * (`common` for app/, components/ and lib/). English `common` ships in the first bundle so the
 * header, footer and forms paint at once; every other catalogue (all of Arabic) is its own small
 * chunk, loaded when a route or a language change needs it.
 */
const catalogues = import.meta.glob<{ default: ResourceKey }>([
  '../locales/*/*.json',
  '!../locales/en/common.json',
]);

function loadCatalogue(language: string, namespace: string): Promise<ResourceKey> {
  const load = catalogues[`../locales/${language}/${namespace}.json`];
  // A namespace without a catalogue in this language falls back to English key by key.
  const texts = load ? load().then((module) => module.default) : Promise.resolve({});
  // Arabic's first catalogue brings the content pages' built-in Arabic copy with it.
  if (language !== 'ar' || namespace !== 'common') return texts;
  return Promise.all([texts, loadArabicContent()]).then(([catalogue]) => catalogue);
}

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadCatalogue(language, namespace).then(
      (data) => callback(null, data),
      (error: Error) => callback(error, null),
    );
  },
};

/** The app's one i18next instance (the default one, which lib/money.ts reads too). */
export const i18n = i18next;

i18n.on('languageChanged', (language) => {
  if (typeof document === 'undefined' || !isLanguage(language)) return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
});

/** Resolves once the starting language's `common` catalogue is in (at once for English). */
export const i18nReady = i18n
  .use(backend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: defaultLanguage,
    supportedLngs: ['en', 'ar'],
    nonExplicitSupportedLngs: false,
    load: 'languageOnly',
    ns: ['common'],
    defaultNS: 'common',
    // Page titles and descriptions (`pages.*`) live in their own catalogue, loaded with every route
    // but the landing page, whose own title stays in `common`: the first visit carries one title.
    fallbackNS: 'pages',
    resources: { en: { common: commonEn } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });

/** The language in use now. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : defaultLanguage;
}

/** Loads namespaces for the language in use (a route calls it beside its own chunk). */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

let chosenThisVisit = false;

/** True once the visitor used the switch in this tab (signing in then keeps that choice). */
export function languageChosenThisVisit(): boolean {
  return chosenThisVisit;
}

/**
 * Switches language: loads the new language's catalogues for every namespace already in use, so
 * the page changes in one step, then changes `<html lang dir>`. `remember` keeps it in this
 * browser; `byVisitor` marks a choice made with the switch.
 */
export async function changeLanguage(
  language: Language,
  { remember = true, byVisitor = false }: { remember?: boolean; byVisitor?: boolean } = {},
): Promise<void> {
  if (remember) storeLanguage(language);
  if (byVisitor) chosenThisVisit = true;
  const inUse = new Set<string>(['common']);
  for (const code of [i18n.language, defaultLanguage]) {
    for (const namespace of Object.keys(i18n.store.data[code] ?? {})) inUse.add(namespace);
  }
  await Promise.all(
    [...inUse]
      .filter((namespace) => !i18n.hasResourceBundle(language, namespace))
      .map(async (namespace) => {
        i18n.addResourceBundle(language, namespace, await loadCatalogue(language, namespace));
      }),
  );
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
