import type { ContactsCopy } from '@screenspot/contracts/content';
import { defaultContacts } from '@screenspot/contracts/content-defaults';
import { defaultContactsAr } from '@screenspot/contracts/content-defaults-ar';
import { useCopy } from './copy-content';

/** The contact details' copy in the page's language. */
export function useContactInfo(): ContactsCopy {
  return useCopy('contacts', 'contact', { en: defaultContacts, ar: defaultContactsAr });
}
