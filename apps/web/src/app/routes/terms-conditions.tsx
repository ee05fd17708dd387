import { PageMeta } from '../../components/ui/page-meta';
import { LegalDocument, type LegalSection } from '../../features/content/components/legal-document';

const sections: LegalSection[] = [
  {
    heading: 'About these terms',
    paragraphs: [
      'These terms apply when you use ScreenSpot to find and book advertising spots on digital billboard screens in Dubai. By creating an account you accept them on behalf of yourself and the company you name.',
    ],
  },
  {
    heading: 'Your account',
    paragraphs: [
      'You must give accurate company and contact details and keep your password secret. You are responsible for everything done with your account. Tell us at once if you think someone else has used it.',
    ],
  },
  {
    heading: 'Bookings and prices',
    paragraphs: [
      'Each screen shows a starting price per advertising spot. The final price depends on the spots and time slots you choose and is shown before you pay. A booking is confirmed once your video is approved and payment is received.',
    ],
  },
  {
    heading: 'Your video',
    paragraphs: [
      'Videos must meet the format, length and resolution shown for the screen, be suitable for all audiences and comply with the advertising rules of the UAE and Dubai. You confirm that you own or have licensed everything in the video, including music, images and trademarks.',
      'Our operator reviews every video before it is shown and may reject a video that does not meet these rules. We will tell you the reason so you can upload a new version.',
    ],
  },
  {
    heading: 'Changes and cancellations',
    paragraphs: [
      'You can ask to change or end a campaign from your account. Spots that have already played are not refunded. If a screen is out of service for reasons within our control, we move your spots to a comparable screen or refund them.',
    ],
  },
  {
    heading: 'Liability',
    paragraphs: [
      'We take care to keep the screens running, but we do not guarantee a particular audience size or result. Our liability for any booking is limited to the amount you paid for it.',
    ],
  },
  {
    heading: 'Governing law',
    paragraphs: [
      'These terms are governed by the laws of the Emirate of Dubai and the federal laws of the United Arab Emirates. The courts of Dubai have jurisdiction over any dispute.',
    ],
  },
];

export function Component() {
  return (
    <>
      <PageMeta
        title="Terms & Conditions"
        description="The terms for booking digital billboard spots in Dubai through ScreenSpot: accounts, bookings, video rules and cancellations."
      />
      <LegalDocument
        title="Terms & Conditions"
        updated="1 January 2024"
        intro="Please read these terms before you book. They are written to be clear; if anything is not, ask us."
        sections={sections}
      />
    </>
  );
}
