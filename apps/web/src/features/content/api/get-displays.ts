import type { DisplaysCopy } from '@screenspot/contracts/content';
import { defaultDisplays } from '@screenspot/contracts/content-defaults';
import { defaultDisplaysAr } from '@screenspot/contracts/content-defaults-ar';
import { useCopy } from './copy-content';

/** The displays section's copy in the page's language. */
export function useDisplays(): DisplaysCopy {
  return useCopy('displays', 'displays', { en: defaultDisplays, ar: defaultDisplaysAr });
}
