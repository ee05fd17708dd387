import type { HowToUseStep } from '@screenspot/contracts/content';
import { defaultHowToUseSteps } from '@screenspot/contracts/content-defaults';
import { useQuery } from '@tanstack/react-query';
import { inBothLanguages } from '../../../i18n/arabic-content';
import { useContentLanguage, type ContentLanguage } from '../../../lib/content-language';
import { contentQuery, fetchFirstEntry, type ContentAttributes } from './content-client';

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

export async function getHowToUse(
  language: ContentLanguage = 'en',
): Promise<HowToUseStep[] | null> {
  const attributes = await fetchFirstEntry('howtouses', 'how to use', { language });
  const steps = attributes ? readSteps(attributes) : [];
  return steps.length > 0 ? steps : null;
}

export const howToUseQuery = (language: ContentLanguage) =>
  contentQuery('howtouses', language, getHowToUse);

const defaults = inBothLanguages(defaultHowToUseSteps, (ar) => ar.defaultHowToUseStepsAr);

export function useHowToUse(): HowToUseStep[] {
  const language = useContentLanguage();
  return useQuery(howToUseQuery(language)).data ?? defaults[language];
}
