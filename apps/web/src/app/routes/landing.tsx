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

/** The spec: Try Now goes to the finder when a username is stored, else to sign-in. */
function useStartHref(): string {
  const { data: customer } = useCurrentCustomer();
  const signedIn = customer === undefined ? hasSessionFlag() : customer !== null;
  return signedIn ? '/upload' : '/signIn';
}

export function Component() {
  const startHref = useStartHref();
  return (
    <>
      <PageMeta
        title="Book LED billboards in Dubai by the ad spot"
        description="Digitize your vision: book digital billboard screens across Dubai by the ad spot, upload your video and go live within 48 hours of approval."
      />
      <HeroBanner />
      <AiSelectorPromo tryNowHref={startHref} />
      <RegionMap />
      <WhatIsSection />
      <AudienceSegments />
      <HowToUseAccordion startHref={startHref} />
      <AdvantagesSection />
      <DisplayFeatures startHref={startHref} />
    </>
  );
}
