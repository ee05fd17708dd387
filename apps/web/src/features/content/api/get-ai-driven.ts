import type { AiDrivenCopy } from '@screenspot/contracts/content';
import { defaultAiDriven } from '@screenspot/contracts/content-defaults';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  contentImage,
  contentStaleTime,
  fetchFirstEntry,
  withDefaults,
  type ContentImage,
} from './content-client';

export type AiDrivenContent = AiDrivenCopy & { image: ContentImage | null };

export async function getAiDriven(): Promise<AiDrivenContent | null> {
  const attributes = await fetchFirstEntry('ai-drivens', 'AI-driven', { populate: true });
  if (!attributes) return null;
  const copy = withDefaults(attributes, defaultAiDriven);
  return { ...copy, image: contentImage(attributes.image, copy.title) };
}

export const aiDrivenQuery = queryOptions({
  queryKey: ['content', 'ai-drivens'],
  queryFn: getAiDriven,
  staleTime: contentStaleTime,
});

export function useAiDriven(): AiDrivenContent & { loading: boolean } {
  const { data, isPending } = useQuery(aiDrivenQuery);
  return { ...defaultAiDriven, image: null, ...data, loading: isPending };
}
