import { PageMeta } from '../../components/ui/page-meta';
import { LegalDocument, type LegalSection } from '../../features/content/components/legal-document';

const sections: LegalSection[] = [
  {
    heading: 'Who we are',
    paragraphs: [
      'ScreenSpot runs an online marketplace for booking digital billboard screens in the Emirate of Dubai. This policy explains what personal data we collect when you visit the site, create an account or book a screen, and how we use and protect it.',
    ],
  },
  {
    heading: 'What we collect',
    paragraphs: [
      'Account details you give us: company name, name, surname, email address, mobile number and password (stored only as a secure hash).',
      'Campaign details: the screens you book, the videos you upload for moderation, your orders and their status, and the messages you send us through the contact form.',
      'Technical details: a session cookie that keeps you signed in, and standard server logs such as the time of a request and the browser that made it.',
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'We use your data to run your account, verify your email and phone number, process bookings, moderate videos, send you notifications about your orders and answer your questions.',
      'We do not sell your personal data and we do not use it for advertising on other sites.',
    ],
  },
  {
    heading: 'Sharing',
    paragraphs: [
      'We share data only with the providers that help us run the service (hosting, email and SMS delivery, payments) and only as much as they need. Screen operators see the videos booked on their screens, never your password or payment details.',
    ],
  },
  {
    heading: 'Keeping your data',
    paragraphs: [
      'We keep account and order data for as long as your account is open and afterwards for the period UAE law requires for commercial records. Videos of finished campaigns are deleted after that period.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You can see and change your profile and contact details in your account settings at any time. To receive a copy of your data or to close your account, write to us through the contact page.',
    ],
  },
  {
    heading: 'Changes to this policy',
    paragraphs: [
      'When we change this policy we update the date at the top of the page and, for important changes, tell you by email before they take effect.',
    ],
  },
];

export function Component() {
  return (
    <>
      <PageMeta
        title="Privacy Policy"
        description="How ScreenSpot collects, uses and protects the personal data of advertisers who book digital billboards in Dubai."
      />
      <LegalDocument
        title="Privacy Policy"
        updated="1 January 2024"
        intro="Your privacy matters to us. This page explains in plain words what we collect, why, and what you can do about it."
        sections={sections}
      />
    </>
  );
}
