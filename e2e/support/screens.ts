import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { demoOperator } from './accounts';
import { signedInPage } from './orders';

/** Where a test's screen stands: a place in Dubai and its coordinates. */
export type Place = { location: string; latitude: number; longitude: number };

/** The places the tests put their own screens at. */
export const dubaiPlaces = {
  alSeef: { location: 'Al Seef, Bur Dubai', latitude: 25.26, longitude: 55.3 },
  creekHarbour: { location: 'Dubai Creek Harbour', latitude: 25.2, longitude: 55.35 },
  downtown: { location: 'Downtown Dubai', latitude: 25.1972, longitude: 55.2744 },
  tradeCentre: { location: 'Sheikh Zayed Road, Trade Centre', latitude: 25.22, longitude: 55.28 },
  alWasl: { location: 'Al Wasl Road', latitude: 25.19, longitude: 55.24 },
  marina: { location: 'Dubai Marina', latitude: 25.08, longitude: 55.14 },
  lakes: { location: 'Jumeirah Lakes Towers', latitude: 25.07, longitude: 55.14 },
} satisfies Record<string, Place>;

/** What a test says of a new screen; the rest is a one-screen LED with a 12-spot loop. */
export type NewScreen = {
  at: Place;
  price: number;
  /** Landscape unless told. */
  size?: '1920x1080' | '1080x1920';
  /** 30-second spots unless told. */
  duration?: 15 | 30;
};

/**
 * Adds a screen through the console's API (the request must be an operator's), named `name` and a
 * suffix of its own so no other run lists it: its id and its full name.
 */
export async function createScreen(
  request: APIRequestContext,
  name: string,
  { at, price, size = '1920x1080', duration = 30 }: NewScreen,
) {
  const billboardName = `${name} ${Date.now().toString(36)}`;
  const created = await request.post('/api/admin/screens', {
    data: {
      billboardName,
      ...at,
      price,
      description: `A ${size === '1080x1920' ? 'portrait' : 'landscape'} screen at ${at.location}.`,
      size,
      duration,
      title: `${billboardName} LED`,
      screens: 1,
      mediaType: 'LED',
      loopSlots: 12,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, name: billboardName };
}

/** A new screen the demo operator lists (see createScreen), and the operator's console at 1440 px. */
export async function listedScreen(browser: Browser, name: string, screen: NewScreen) {
  const operator = await signedInPage(browser, demoOperator, 1440);
  const created = await createScreen(operator.request, name, screen);
  return { operator, ledId: created.id, name: created.name };
}
