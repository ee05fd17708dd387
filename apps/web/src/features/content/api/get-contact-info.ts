import type { ContactsCopy } from '@screenspot/contracts/content';
import { defaultContacts } from '@screenspot/contracts/content-defaults';
import { inBothLanguages } from '../../../i18n/arabic-content';
import { useCopy } from './copy-content';

const defaults = inBothLanguages(defaultContacts, (ar) => ar.defaultContactsAr);

/** The contact details' copy in the page's language. */
export function useContactInfo(): ContactsCopy {
  return useCopy('contacts', 'contact', defaults);
}
