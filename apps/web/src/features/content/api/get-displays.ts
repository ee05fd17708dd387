import type { DisplaysCopy } from '@screenspot/contracts/content';
import { defaultDisplays } from '@screenspot/contracts/content-defaults';
import { inBothLanguages } from '../../../i18n/arabic-content';
import { useCopy } from './copy-content';

const defaults = inBothLanguages(defaultDisplays, (ar) => ar.defaultDisplaysAr);

/** The displays section's copy in the page's language. */
export function useDisplays(): DisplaysCopy {
  return useCopy('displays', 'displays', defaults);
}
