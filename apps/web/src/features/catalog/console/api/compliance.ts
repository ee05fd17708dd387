import type { ScreenCategoryRules } from '@screenspot/contracts/compliance';
import { useSaveScreenPart, useScreenPart } from './screen-part';

/** A screen's category rules (decision 0047). */
export function useCategoryRules(screenId: number) {
  return useScreenPart<ScreenCategoryRules>(screenId, 'category-rules');
}

export function useSaveCategoryRules(screenId: number) {
  return useSaveScreenPart<ScreenCategoryRules, ScreenCategoryRules>(
    screenId,
    'category-rules',
    (rules) => rules,
  );
}
