import type { AdvantagesCopy } from '@screenspot/contracts/content';
import { defaultAdvantages } from '@screenspot/contracts/content-defaults';
import { defaultAdvantagesAr } from '@screenspot/contracts/content-defaults-ar';
import { useCopy } from './copy-content';

/**
 * The advantages copy in the page's language: the built-in defaults until (and unless) the
 * content service answers.
 */
export function useAdvantages(): AdvantagesCopy {
  return useCopy('advantages', 'advantages', { en: defaultAdvantages, ar: defaultAdvantagesAr });
}
