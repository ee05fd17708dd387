import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/ui/page-meta';
import { useCurrentCustomer } from '../../features/auth/api/get-current-customer';
import { AdvantagesSection } from '../../features/content/components/advantages-section';
import { AiSelectorPromo } from '../../features/content/components/ai-selector-promo';
import { AudienceSegments } from '../../features/content/components/audience-segments';
import { DisplayFeatures } from '../../features/content/components/display-features';
import { HeroBanner } from '../../features/content/components/hero-banner';
import { HowToUseAccordion } from '../../features/content/components/how-to-use-accordion';
import { RegionMap } from '../../features/content/components/region-map';
import { WhatIsSection } from '../../features/content/components/what-is-section';
import { hasSessionFlag } from '../../lib/session';

/** The spec: the start links go to the finder when a username is stored, else to sign-in. */
function useSignedIn(): boolean {
  const { data: customer } = useCurrentCustomer();
  return customer === undefined ? hasSessionFlag() : customer !== null;
}

export function Component() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const startHref = signedIn ? '/upload' : '/signIn';
  // The AI-driven display selector's Try Now opens the selector itself.
  const tryNowHref = signedIn ? '/recommend' : '/signIn';
  return (
    <>
      <PageMeta title={t('pages.landing.title')} description={t('pages.landing.description')} />
      <HeroBanner />
      <AiSelectorPromo tryNowHref={tryNowHref} />
      <RegionMap />
      <WhatIsSection />
      <AudienceSegments />
      <HowToUseAccordion startHref={startHref} />
      <AdvantagesSection />
      <DisplayFeatures startHref={startHref} />
    </>
  );
}
