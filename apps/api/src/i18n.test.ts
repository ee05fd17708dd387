import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { flattenCatalogue, pluralSuffix } from '@screenspot/contracts/message-keys';
import { describe, expect, it } from 'vitest';
import { categoryMessages } from '@screenspot/contracts/compliance';
import { catalogues, errorText, localizeMessage } from './i18n';
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
    expect(errorText(codeErrors.wrong, 'en')).toBe('The code is not correct.');
  });

  it('reads validation messages, API errors and their values in Arabic', () => {
    expect(localizeMessage('Required', 'ar')).toBe('مطلوب');
    expect(errorText(codeErrors.wrong, 'ar')).toBe('الرمز غير صحيح.');
    expect(errorText(tooManyAttempts, 'ar')).toMatch(/^محاولات كثيرة جدًا. يُرجى الانتظار \d+ دقيقة/);
    expect(localizeMessage('Must be between 1 and 100', 'ar')).toBe('يجب أن يكون بين 1 و100');
    // The content editor's field errors, built where the entry's values are checked.
    expect(localizeMessage('This entry has no such field', 'ar')).toBe(
      'لا يحتوي هذا الإدخال على هذا الحقل',
    );
    expect(localizeMessage('Must be an uploaded image (/cms/uploads/ID)', 'ar')).toBe(
      'يجب أن تكون صورة مرفوعة (/cms/uploads/ID)',
    );
  });

  it('reads every category refusal in Arabic, from the API errors catalogue', () => {
    for (const text of Object.values(categoryMessages)) {
      const arabic = localizeMessage(text, 'ar');
      expect(arabic, text).not.toBe(text);
      expect(arabic).toMatch(/[\u0600-\u06FF]/);
    }
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

describe('the API’s refusals in Arabic', () => {
  it('raises every refusal and field error written in the source by a key with an Arabic text', () => {
    const source = path.join(import.meta.dirname);
    const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const english = new Set(flattenCatalogue(catalogues.en.errors as never).map(([key]) => key));
    const unkeyed: string[] = [];
    let seen = 0;
    for (const file of files) {
      const text = readFileSync(path.join(source, file), 'utf8');
      const message = /(?:HttpError|TooManyRequests)\(\s*(?:\d{3},\s*)?'((?:[^'\\]|\\.)*)'/g;
      // The field errors: a literal object after the message, its values written as literals.
      const fields = /HttpError\(\s*\d{3},\s*(?:'(?:[^'\\]|\\.)*'|[\w.]+),\s*\{([^}]*)\}/g;
      const keys = [
        ...Array.from(text.matchAll(message), ([, literal]) => literal!),
        ...Array.from(text.matchAll(fields), ([, body]) =>
          Array.from(body!.matchAll(/:\s*'((?:[^'\\]|\\.)*)'/g), ([, literal]) => literal!),
        ).flat(),
      ];
      for (const key of keys) {
        seen += 1;
        const known = english.has(key) || english.has(`${key}_other`);
        if (!known || !/[\u0600-\u06FF]/.test(errorText(key as never, 'ar'))) {
          unkeyed.push(`${file}: ${key}`);
        }
      }
    }
    // The scan reads the source: it finds the keys (over 100 today), not nothing.
    expect(seen).toBeGreaterThan(100);
    expect(unkeyed).toEqual([]);
  });

  it.each([
    [
      'An order that is "Paid" cannot become "Under review".',
      'لا يمكن نقل طلب حالته «مدفوع» إلى «قيد المراجعة».',
    ],
    [
      'A future Night 22–02 daypart already has spots sold or held; the opening hours must keep it open as long as now.',
      'لدى فترة «الليل 22–02» القادمة مواقع مبيعة أو محجوزة؛ يجب أن تُبقيها ساعات التشغيل مفتوحة بالمدة الحالية.',
    ],
    ['Morning 06–10 is sold: keep it open', '«الصباح 06–10» مبيعة: أبقِها مفتوحة'],
    [
      'A future daypart already has 7 spots sold or held; the loop must leave at least that many.',
      'لدى إحدى الفترات القادمة 7 من المواقع المبيعة أو المحجوزة؛ يجب أن تترك الحلقة هذا العدد على الأقل.',
    ],
    ['Choose between 1 and 90 days', 'اختر ما بين يوم واحد و90 يومًا'],
    [
      'This video failed its checks (Aspect ratio, Duration). Override them with a reason, or reject the video.',
      'لم يجتز هذا الفيديو فحوصه (نسبة العرض إلى الارتفاع، المدة). تجاوزها مع ذكر السبب، أو ارفض الفيديو.',
    ],
    [
      'This screen has 1 open order; finish or cancel them before deleting it.',
      'لدى هذه الشاشة طلب مفتوح واحد؛ أنهِه أو ألغِه قبل حذفها.',
    ],
    [
      'This screen has 3 open orders; finish or cancel them before deleting it.',
      'لدى هذه الشاشة 3 طلبات مفتوحة؛ أنهِها أو ألغِها قبل حذفها.',
    ],
    [
      'ScreenSpot paused this order (unclear rights); we will resume it once the matter is resolved. Contact us if you have questions.',
      'أوقفت ScreenSpot هذا الطلب مؤقتًا (unclear rights)؛ سنستأنفه بعد حل المسألة. تواصل معنا إن كانت لديك أسئلة.',
    ],
    [
      'ScreenSpot paused this order; we will resume it once the matter is resolved. Contact us if you have questions.',
      'أوقفت ScreenSpot هذا الطلب مؤقتًا؛ سنستأنفه بعد حل المسألة. تواصل معنا إن كانت لديك أسئلة.',
    ],
    [
      'Invoice INV-000004 for this order is still open: it can change again once that is paid.',
      'الفاتورة INV-000004 لهذا الطلب ما زالت مفتوحة: يمكن تغييره مرة أخرى بعد سدادها.',
    ],
    [
      'An account can have at most 10 webhooks.',
      'يمكن أن يكون للحساب 10 من خطافات الويب على الأكثر.',
    ],
    [
      'This API token lacks the "orders:read" scope.',
      'ليس لمفتاح الوصول هذا النطاق «orders:read».',
    ],
  ])('reads a refusal built from values: %s', (english, arabic) => {
    expect(localizeMessage(english, 'ar')).toBe(arabic);
  });
});
