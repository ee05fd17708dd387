import type { HowToUseStep } from '@screenspot/contracts/content';
import { defaultHowToUseSteps } from '@screenspot/contracts/content-defaults';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentStaleTime, fetchFirstEntry, type ContentAttributes } from './content-client';

/** The spec: numbered pairs title{n}/description{n}, read while both exist. */
export function readSteps(attributes: ContentAttributes): HowToUseStep[] {
  const steps: HowToUseStep[] = [];
  for (let n = 1; ; n += 1) {
    const title = attributes[`title${n}`];
    const description = attributes[`description${n}`];
    if (typeof title !== 'string' || typeof description !== 'string') return steps;
    steps.push({ title, description });
  }
}

export async function getHowToUse(): Promise<HowToUseStep[] | null> {
  const attributes = await fetchFirstEntry('howtouses', 'how to use');
  const steps = attributes ? readSteps(attributes) : [];
  return steps.length > 0 ? steps : null;
}

export const howToUseQuery = queryOptions({
  queryKey: ['content', 'howtouses'],
  queryFn: getHowToUse,
  staleTime: contentStaleTime,
});

export function useHowToUse(): HowToUseStep[] {
  return useQuery(howToUseQuery).data ?? defaultHowToUseSteps;
}
