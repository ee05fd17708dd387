import type { ContactsCopy } from '@screenspot/contracts/content';
import { defaultContacts } from '@screenspot/contracts/content-defaults';
import { defaultContactsAr } from '@screenspot/contracts/content-defaults-ar';
import { useQuery } from '@tanstack/react-query';
import { useContentLanguage, type ContentLanguage } from '../../../lib/content-language';
import { contentQuery, fetchFirstEntry, withDefaults } from './content-client';

const defaults = (language: ContentLanguage) =>
  language === 'ar' ? defaultContactsAr : defaultContacts;

export async function getContactInfo(
  language: ContentLanguage = 'en',
): Promise<ContactsCopy | null> {
  const attributes = await fetchFirstEntry('contacts', 'contact', { language });
  return attributes && withDefaults(attributes, defaults(language));
}

export const contactInfoQuery = (language: ContentLanguage) =>
  contentQuery('contacts', language, getContactInfo);

export function useContactInfo(): ContactsCopy {
  const language = useContentLanguage();
  return useQuery(contactInfoQuery(language)).data ?? defaults(language);
}
