import type { DisplaysCopy } from '@screenspot/contracts/content';
import { defaultDisplays } from '@screenspot/contracts/content-defaults';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentStaleTime, fetchFirstEntry, withDefaults } from './content-client';

export async function getDisplays(): Promise<DisplaysCopy | null> {
  const attributes = await fetchFirstEntry('displays', 'displays');
  return attributes && withDefaults(attributes, defaultDisplays);
}

export const displaysQuery = queryOptions({
  queryKey: ['content', 'displays'],
  queryFn: getDisplays,
  staleTime: contentStaleTime,
});

export function useDisplays(): DisplaysCopy {
  return useQuery(displaysQuery).data ?? defaultDisplays;
}
