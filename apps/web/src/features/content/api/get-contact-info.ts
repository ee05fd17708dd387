import type { ContactsCopy } from '@screenspot/contracts/content';
import { defaultContacts } from '@screenspot/contracts/content-defaults';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentStaleTime, fetchFirstEntry, withDefaults } from './content-client';

export async function getContactInfo(): Promise<ContactsCopy | null> {
  const attributes = await fetchFirstEntry('contacts', 'contact');
  return attributes && withDefaults(attributes, defaultContacts);
}

export const contactInfoQuery = queryOptions({
  queryKey: ['content', 'contacts'],
  queryFn: getContactInfo,
  staleTime: contentStaleTime,
});

export function useContactInfo(): ContactsCopy {
  return useQuery(contactInfoQuery).data ?? defaultContacts;
}
