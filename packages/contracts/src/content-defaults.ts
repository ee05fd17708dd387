import type {
  AdvantagesCopy,
  AiDrivenCopy,
  ContactsCopy,
  DisplaysCopy,
  HowToUseStep,
  WhatIsCopy,
} from './content';

/*
 * The product's copy (spec section 1). The API seeds the content service with it and the web app
 * shows it when the content service fails or has no entry, so a visitor never sees an empty page.
 * Kept free of zod so the landing page can import it without the validation library.
 */

export const defaultAdvantages: AdvantagesCopy = {
  title: 'Why advertisers choose ScreenSpot',
  title1: 'Targeting',
  description1:
    'Pick the region and the number of screens, so your ad reaches exactly the people you want.',
  title2: 'Speed',
  description2: 'Your campaign launches within 48 hours: no agencies, no paperwork, no waiting.',
  title3: 'Tracking',
  description3:
    'Reports and analysis in your personal account, where you can change or end a campaign at any time.',
  title4: 'Payment per advertising spot',
  description4:
    'You pay for each spot your ad plays, which keeps your budget in your hands from the first day.',
};

export const defaultDisplays: DisplaysCopy = {
  title: 'Displays built for Dubai',
  description1:
    'Modern LED panels shine at full brightness in the midday sun while drawing a fraction of the power of older screens.',
  description2:
    'Sealed cabinets are made for desert heat, humidity and sand, and run twenty hours a day all year.',
  description3:
    'From portrait faces in malls to giant spectaculars over the highway, there is a format for every message.',
  description4:
    'Modular panels go up in days, so new screens join the network quickly and stay easy to service.',
  footer: 'ScreenSpot is probably the fastest way to get on a billboard.',
};

export const defaultWhatIs: WhatIsCopy = {
  title1: 'What is an LED billboard?',
  description1:
    'A digital billboard is a bright LED screen in a busy place: a highway, a mall, a business district. Instead of one printed poster it plays a loop of video ads, so your brand can be seen by thousands of people every hour, day and night.',
  title2: 'What is ScreenSpot?',
  description2:
    'ScreenSpot is a unique platform where you book those screens yourself, by the ad spot. Everything is fully visible to you: every screen on the map, its size, audience and price, and every step of your campaign from upload to approval.',
};

export const defaultAiDriven: AiDrivenCopy = {
  title: 'AI-driven display selector',
  description:
    'Tell us where your customers are and our AI suggests the screens that reach them best, ranked by location, audience and price per spot.',
};

export const defaultHowToUseSteps: HowToUseStep[] = [
  {
    title: 'Choose the region',
    description:
      'Start with the part of Dubai where your audience lives, works or travels: Sheikh Zayed Road, Downtown, the Marina, the airport and more.',
  },
  {
    title: 'Choose the monitors',
    description:
      'Compare screens on the map and in the list by size, format, segment and starting price, then pick the ones that fit your message.',
  },
  {
    title: 'Choose the number of spots',
    description:
      'Decide how many times your ad plays in the loop. You pay per spot, so you set the budget and can grow it later.',
  },
  {
    title: 'Upload the video',
    description:
      "Upload an MP4 that matches the screen's resolution and maximum length. We check the file for you while it uploads.",
  },
  {
    title: 'Get approval from the operator',
    description:
      'Our operator reviews your video for quality and content. Once it is approved and paid, your campaign goes live within 48 hours.',
  },
];

export const defaultContacts: ContactsCopy = {
  title: 'Contact Us',
  description:
    'Questions about a screen, a campaign or an invoice? Send us a message and our team in Dubai will answer within one working day.',
  address: 'Office 1204, Bay Square, Business Bay, Dubai, United Arab Emirates',
  phone: '+971 4 123 4567',
  email: 'support@screenspot.ae',
};
