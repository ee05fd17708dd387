import { describe, expect, it } from 'vitest';
import { arabicFolding, foldArabic, foldedSql } from './arabic-folding';

describe('foldArabic', () => {
  it('folds the alef forms, taa marbuta, alef maqsura, tatweel and diacritics', () => {
    expect(foldArabic('الإمارات')).toBe('الامارات');
    expect(foldArabic('أبوظبي آمنة')).toBe('ابوظبي امنه');
    expect(foldArabic('دبى')).toBe('دبي');
    expect(foldArabic('مـــول دُبَيّ')).toBe('مول دبي');
    expect(foldArabic('ٱلقرية')).toBe('القريه');
  });

  it('leaves Latin text, digits and other Arabic letters alone', () => {
    expect(foldArabic('Dubai Mall 2')).toBe('Dubai Mall 2');
    expect(foldArabic('شارع الشيخ زايد')).toBe('شارع الشيخ زايد');
  });

  it('writes the same folding as SQL for the generated columns', () => {
    expect(arabicFolding.to.length).toBeLessThan(arabicFolding.from.length);
    expect(foldedSql('location_ar')).toMatch(
      /^translate\(location_ar, U&'(\\[0-9a-f]{4})+', U&'\\0627\\0627\\0627\\0627\\0647\\064a'\)$/,
    );
  });
});
