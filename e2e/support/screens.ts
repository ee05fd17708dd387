import { expect, type APIRequestContext } from '@playwright/test';

/** What a test says of a new screen; the rest is a one-screen LED with a 12-spot loop. */
export type NewScreen = {
  billboardName: string;
  location: string;
  latitude: number;
  longitude: number;
  price: number;
  description: string;
  size: '1920x1080' | '1080x1920';
  duration: 15 | 30;
};

/** Adds a screen through the console's API (the request must be an operator's); its id. */
export async function createScreen(request: APIRequestContext, screen: NewScreen) {
  const created = await request.post('/api/admin/screens', {
    data: {
      ...screen,
      title: `${screen.billboardName} LED`,
      screens: 1,
      mediaType: 'LED',
      loopSlots: 12,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}
