import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

/**
 * Every language has the same catalogues with the same keys: a text added in English needs its
 * Arabic, and the other way round. Plural forms count as one key (English has _one and _other,
 * Arabic _zero, _one, _two, _few, _many and _other), and a translation keeps its placeholders.
 */
const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });
const catalogueFiles = Object.keys(files).map((file) => {
  const [, language = '', namespace = ''] = /^\.\/([^/]+)\/(.+)\.json$/.exec(file) ?? [];
  return { file, language, namespace };
});
const languages = [...new Set(catalogueFiles.map((entry) => entry.language))].sort();

const pluralForms: Record<string, string[]> = {
  en: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
};
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(name, value);
    else for (const [inner, text] of flatten(value, name)) keys.set(inner, text);
  }
  return keys;
}

function read(language: string, namespace: string): Map<string, string> {
  return flatten(files[`./${language}/${namespace}.json`] ?? {});
}

const namespacesOf = (language: string) =>
  catalogueFiles
    .filter((entry) => entry.language === language)
    .map((entry) => entry.namespace)
    .sort();

const baseKeys = (keys: Map<string, string>) =>
  new Set([...keys.keys()].map((key) => key.replace(pluralSuffix, '')));

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((m) => m[1]).sort();

describe('catalogues', () => {
  it('exist for English and Arabic', () => {
    expect(languages).toEqual(['ar', 'en']);
  });

  const allNamespaces = [...new Set(languages.flatMap(namespacesOf))].sort();

  it.each(languages)('%s has a catalogue for every namespace', (language) => {
    expect(namespacesOf(language)).toEqual(allNamespaces);
  });

  for (const namespace of allNamespaces) {
    it(`${namespace}: every language has every key, with its placeholders and plural forms`, () => {
      const catalogues = Object.fromEntries(
        languages
          .filter((language) => namespacesOf(language).includes(namespace))
          .map((language) => [language, read(language, namespace)]),
      );
      const everyKey = new Set(Object.values(catalogues).flatMap((keys) => [...baseKeys(keys)]));
      for (const [language, keys] of Object.entries(catalogues)) {
        const missing = [...everyKey].filter((key) => !baseKeys(keys).has(key));
        expect(missing, `${language}/${namespace} lacks`).toEqual([]);
        const empty = [...keys].filter(([, text]) => !text.trim()).map(([key]) => key);
        expect(empty, `${language}/${namespace} has empty texts`).toEqual([]);
      }
      for (const key of everyKey) {
        const texts = Object.entries(catalogues).map(([language, keys]) => {
          const forms = [...keys].filter(([name]) => name.replace(pluralSuffix, '') === key);
          const plural = forms.some(([name]) => pluralSuffix.test(name));
          if (plural) {
            const expected = (pluralForms[language] ?? ['other']).map((form) => `${key}_${form}`);
            expect(forms.map(([name]) => name).sort(), `${language}/${namespace}: ${key}`).toEqual(
              expected.sort(),
            );
          }
          return { language, names: [...new Set(forms.flatMap(([, text]) => placeholders(text)))] };
        });
        const english = texts.find((text) => text.language === 'en');
        for (const text of texts) {
          expect(text.names, `${text.language}/${namespace}: ${key} placeholders`).toEqual(
            english?.names ?? text.names,
          );
        }
      }
    });
  }
});
