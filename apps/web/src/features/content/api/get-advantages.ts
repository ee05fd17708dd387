import type { AdvantagesCopy } from '@screenspot/contracts/content';
import { defaultAdvantages } from '@screenspot/contracts/content-defaults';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentStaleTime, fetchFirstEntry, withDefaults } from './content-client';

export async function getAdvantages(): Promise<AdvantagesCopy | null> {
  const attributes = await fetchFirstEntry('advantages', 'advantages');
  return attributes && withDefaults(attributes, defaultAdvantages);
}

export const advantagesQuery = queryOptions({
  queryKey: ['content', 'advantages'],
  queryFn: getAdvantages,
  staleTime: contentStaleTime,
});

/** The advantages copy: the built-in defaults until (and unless) the content service answers. */
export function useAdvantages(): AdvantagesCopy {
  return useQuery(advantagesQuery).data ?? defaultAdvantages;
}
