import { cellInstant, localDate } from '@screenspot/contracts/booking';
import { cellAt } from '@screenspot/contracts/player-loop';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { expect } from './test';
import { registerCustomer, signInThroughApi, type TestAccount } from './accounts';
import { ownServiceOnDatabase, type OwnService } from './own-service';
import type { Place } from './screens';
import { insertPaidOrder, insertScreen, storeVideo } from './stored-rows';

/**
 * How far to move a service's clock so it runs at 13:00 screen time (the middle of Daytime 10–16)
 * whatever the hour the tests run at: between 02:00 and 06:00 nothing is sold, and a daypart that
 * ends during a test would end its order's play. `screenNow` is the moved clock's time.
 */
export function middayClock() {
  const now = Date.now();
  const today = cellInstant(localDate(new Date(now)), 13 * 60).getTime();
  const clockShiftMs = (today >= now ? today : today + 86_400_000) - now;
  return { clockShiftMs, screenNow: () => new Date(Date.now() + clockShiftMs) };
}

/**
 * A spec's own service (see ownServiceOnDatabase) at midday screen time, where a paid order's cell
 * is running whatever the hour the test runs at; `screenNow` is its clock's time.
 */
export function ownServiceAtMidday(label: string, env?: Record<string, string>) {
  const { clockShiftMs, screenNow } = middayClock();
  return { own: ownServiceOnDatabase(label, { clockShiftMs, env }), screenNow };
}

/**
 * The console in a new browser context on a spec's own service, a new operator signed in; the
 * context's clock set to `clockAt` when given, so relative times read true.
 */
export async function operatorConsole(
  own: OwnService,
  browser: Browser,
  { clockAt, ...options }: BrowserContextOptions & { clockAt?: Date } = {},
) {
  const context = await browser.newContext({ baseURL: own.service.url, ...options });
  if (clockAt) await context.clock.install({ time: clockAt });
  const console = await context.newPage();
  return { console, operator: await signedInOperator(own, console) };
}

/** A new account made an operator on a spec's own service, and signed in on `page`. */
export async function signedInOperator(own: OwnService, page: Page): Promise<TestAccount> {
  const operator = await registerCustomer(page.request);
  await own.database.query(`update customers set role = 'operator' where email = $1`, [
    operator.email,
  ]);
  await signInThroughApi(page, operator);
  return operator;
}

/**
 * A screen with a 4-second loop (two 2-second slots) and a paid order of the customer signed up
 * with `customerEmail` in the
 * daypart playing at `now`, its creative checks passed and its permit covering the day; written
 * with SQL, so no payment provider or check job is needed to reach that state. The order joins a
 * new campaign when one is named.
 */
export async function orderPlayingNow(
  own: OwnService,
  now: Date,
  order: {
    customerEmail: string;
    /** The screen's name and where it stands. */
    screen: { name: string; at: Place };
    /** The stored video's name (unique in the spec) and the name its advertiser gave the file. */
    video: { name: string; fileName: string; seconds?: number };
    campaignName?: string;
  },
) {
  const query = own.database.query;
  const cell = cellAt(now);
  if (!cell) throw new Error('The shifted clock is outside the sold dayparts.');
  const seconds = order.video.seconds ?? 1;
  const video = storeVideo(own.service.dataDir, order.video.name, seconds);
  const { name, at } = order.screen;
  const screenId = await insertScreen(query, {
    name,
    ...at,
    title: `${name} LED`,
    description: `A short-loop screen at ${at.location}.`,
    priceCents: 12000,
    size: '320x180',
    durationSeconds: 2,
    loopSlots: 2,
  });
  const { orderId, campaignId } = await insertPaidOrder(query, {
    customerEmail: order.customerEmail,
    campaignName: order.campaignName,
    screenId,
    priceCents: 12000,
    video: { ...video, durationMs: seconds * 1000, fileName: order.video.fileName },
    cells: [cell],
    spots: 1,
  });
  return { screenId, orderId, campaignId };
}

/** Opens /player in `context` (a screen's computer) and pairs it to the screen through the API. */
export async function pairedPlayer(
  context: BrowserContext,
  operator: Page,
  screenId: number,
): Promise<{ player: Page; playerId: number }> {
  const player = await context.newPage();
  await player.goto('/player');
  const code = (await player.getByTestId('pairing-code').textContent())!.trim();
  const linked = await operator.request.post(`/api/admin/leds/${screenId}/players`, {
    data: { code },
  });
  expect(linked.status()).toBe(201);
  const { playerId } = (await linked.json()) as { playerId: number };
  return { player, playerId };
}
