import { flattenCatalogue, pluralSuffix } from '@screenspot/contracts/message-keys';
import { describe, expect, it } from 'vitest';
import { catalogues, localizeMessage } from './i18n';
import { codeErrors } from './modules/auth/code-errors';
import { tooManyAttempts } from './modules/auth/rate-limit';

const keysOf = (catalogue: object) =>
  [
    ...new Set(flattenCatalogue(catalogue as never).map(([key]) => key.replace(pluralSuffix, ''))),
  ].sort();

describe('the API catalogues', () => {
  it.each(Object.keys(catalogues.en) as (keyof typeof catalogues.en)[])(
    '%s has the same keys in English and Arabic',
    (namespace) => {
      expect(keysOf(catalogues.ar[namespace])).toEqual(keysOf(catalogues.en[namespace]));
    },
  );

  it('Arabic has every plural form its counts need', () => {
    for (const namespace of Object.keys(catalogues.ar) as (keyof typeof catalogues.ar)[]) {
      const keys = flattenCatalogue(catalogues.ar[namespace] as never).map(([key]) => key);
      for (const key of keys.filter((k) => k.endsWith('_other'))) {
        const base = key.replace(pluralSuffix, '');
        for (const form of ['zero', 'one', 'two', 'few', 'many']) {
          expect(keys).toContain(`${base}_${form}`);
        }
      }
    }
  });
});

describe('localizeMessage', () => {
  it('leaves English as it is', () => {
    expect(localizeMessage('Required', 'en')).toBe('Required');
    expect(localizeMessage(codeErrors.wrong, 'en')).toBe(codeErrors.wrong);
  });

  it('reads validation messages, API errors and their values in Arabic', () => {
    expect(localizeMessage('Required', 'ar')).toBe('مطلوب');
    expect(localizeMessage(codeErrors.wrong, 'ar')).toBe('الرمز غير صحيح.');
    expect(localizeMessage(tooManyAttempts, 'ar')).toMatch(
      /^محاولات كثيرة جدًا. يُرجى الانتظار \d+ دقيقة/,
    );
    expect(localizeMessage('Must be between 1 and 100', 'ar')).toBe('يجب أن يكون بين 1 و100');
  });

  it('reads a counted text in the Arabic form its count takes', () => {
    expect(localizeMessage('1 audio track', 'ar')).toBe('مسار صوتي واحد');
    expect(localizeMessage('2 audio tracks', 'ar')).toBe('مساران صوتيان');
    expect(localizeMessage('3 audio tracks', 'ar')).toBe('3 مسارات صوتية');
    expect(localizeMessage('0.8 s black (0.0–0.8 s)', 'ar')).toBe('0.8 s من السواد (0.0–0.8 s)');
  });

  it('keeps a message without a key in English', () => {
    expect(localizeMessage('Something only this route says.', 'ar')).toBe(
      'Something only this route says.',
    );
  });
});
