import type { AdvantagesCopy } from '@screenspot/contracts/content';
import { defaultAdvantages } from '@screenspot/contracts/content-defaults';
import { inBothLanguages } from '../../../i18n/arabic-content';
import { useCopy } from './copy-content';

const defaults = inBothLanguages(defaultAdvantages, (ar) => ar.defaultAdvantagesAr);

/**
 * The advantages copy in the page's language: the built-in defaults until (and unless) the
 * content service answers.
 */
export function useAdvantages(): AdvantagesCopy {
  return useCopy('advantages', 'advantages', defaults);
}
