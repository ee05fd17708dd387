import { flattenCatalogue } from '@screenspot/contracts/message-keys';
import { createInstance, type ResourceKey } from 'i18next';
import { describe, expect, it } from 'vitest';

/**
 * A count of plays, spots or cells agrees with its number: "1 play", not "1 plays", and Arabic
 * has its own forms for one, two, three to ten and more.
 */
const files = import.meta.glob<ResourceKey>('./*/*.json', { eager: true, import: 'default' });

function resources() {
  const all: Record<string, Record<string, ResourceKey>> = {};
  for (const [file, catalogue] of Object.entries(files)) {
    const [, language = '', namespace = ''] = /^\.\/([^/]+)\/(.+)\.json$/.exec(file) ?? [];
    (all[language] ??= {})[namespace] = catalogue;
  }
  return all;
}

async function translator(language: 'en' | 'ar') {
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: resources(), interpolation: { escapeValue: false } });
  return i18n.t;
}

describe('counted plays, spots and cells', () => {
  it('reads one play in English', async () => {
    const t = await translator('en');
    expect(t('report.hourLegend', { ns: 'report', plays: '1', count: 1 })).toBe(
      '1 play in an hour',
    );
    expect(t('report.hourCell', { ns: 'report', day: 'Mon', hour: 9, plays: '1', count: 1 })).toBe(
      'Mon 9:00 — 1 play',
    );
    expect(t('report.hourLegend', { ns: 'report', plays: '12', count: 12 })).toBe(
      '12 plays in an hour',
    );
    expect(t('campaign.cells', { ns: 'booking', cells: '1', count: 1 })).toBe('1 cell');
    expect(t('audience.perSpotDayHint', { ns: 'finder', plays: '1', count: 1 })).toBe('1 play');
    expect(t('delivery.total', { ns: 'admin', played: 0, booked: 1, count: 1, zone: 'Z' })).toBe(
      '0 of 1 play · Z',
    );
  });

  it('reads Arabic’s one, two, few and many', async () => {
    const t = await translator('ar');
    const legend = (count: number) =>
      t('report.hourLegend', { ns: 'report', plays: String(count), count });
    expect(legend(1)).toBe('مرة عرض واحدة في الساعة');
    expect(legend(2)).toBe('مرتا عرض في الساعة');
    expect(legend(5)).toBe('5 مرات عرض في الساعة');
    expect(legend(12)).toBe('12 مرة عرض في الساعة');
    expect(t('campaign.plays', { ns: 'booking', plays: '1', count: 1 })).toBe('عرض واحد');
    expect(t('campaign.plays', { ns: 'booking', plays: '3', count: 3 })).toBe('3 عروض');
  });

  it('leaves no English text that counts plays, spots or cells without plural forms', () => {
    const counted = /{{\s*(?!duration\b)\w+\s*}} (plays|spots|cells)\b/;
    const unpluralised = Object.entries(files)
      .filter(([file]) => file.startsWith('./en/'))
      .flatMap(([file, catalogue]) =>
        flattenCatalogue(catalogue as never)
          .filter(([key, text]) => counted.test(text) && !/_(one|other)$/.test(key))
          .map(([key]) => `${file}: ${key}`),
      );
    expect(unpluralised).toEqual([]);
  });
});
