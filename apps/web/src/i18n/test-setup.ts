import type { ResourceKey } from 'i18next';
import { i18n, i18nReady } from './index';

/** Unit tests read English, with every catalogue in at once (nothing is loaded on demand). */
const english = import.meta.glob<ResourceKey>('../locales/en/*.json', {
  eager: true,
  import: 'default',
});

await i18nReady;
for (const [file, catalogue] of Object.entries(english)) {
  const namespace = file.replace(/^.*\/(.+)\.json$/, '$1');
  i18n.addResourceBundle('en', namespace, catalogue, true, true);
}
await i18n.changeLanguage('en');
