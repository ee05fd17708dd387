import {
  addDays,
  cellInstant,
  localDate,
  screenUtcOffsetMinutes,
} from '@screenspot/contracts/booking';
import { isRamadan } from '@screenspot/contracts/ramadan';
import { getTimes } from 'suncalc';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildBookedOrder,
  playRecord,
  usePlayerTestApp,
  type CellInput,
} from '../../../test/player-builders';
import { buildLoopScreen } from '../../../test/booking-builders';
import { injectAs } from '../../../test/builders';
import { buildManifest } from '../playback/manifest.service';
import { ingestPlays } from '../playback/plays.service';
import { bookedPlaysOfOrder } from './playout.service';

const scene = usePlayerTestApp(1);
const { t } = scene;

/** The first date, at least 3 days ahead, that is in Ramadan and still is 10 days later. */
function ramadanDate(): string {
  let day = addDays(localDate(new Date()), 3);
  while (!(isRamadan(day) && isRamadan(addDays(day, 10)))) day = addDays(day, 1);
  return day;
}

/** suncalc's own sunset at the screen, in exact minutes after the date's Dubai midnight. */
function librarySunset(date: string, latitude: number, longitude: number): number {
  const noon = new Date(Date.parse(`${date}T12:00:00Z`) - screenUtcOffsetMinutes * 60_000);
  const sunset = getTimes(noon, latitude, longitude).sunset!;
  return (sunset.getTime() - cellInstant(date, 0).getTime()) / 60_000;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const loopUrl = (id: number) => `/api/admin/screens/${id}/loop`;
// Where the test builders put a screen: Al Barsha.
const dubai = { latitude: 25.0805, longitude: 55.1403 };

async function availabilityOf(ledId: number, date: string) {
  const res = await t.app.inject({
    url: `/api/leds/availability?ledId=${ledId}&from=${date}&to=${date}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().days[0].dayparts as { id: string; free: number; start: string; end: string }[];
}

function quote(ledId: number, startDate: string, endDate: string, dayparts: string[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/quote',
    payload: { items: [{ ledId, startDate, endDate, dayparts, spotsPerLoop: 1 }] },
  });
}

describe('Ramadan dayparts on a screen switched to them', () => {
  const first = ramadanDate();
  const tenLater = addDays(first, 10);
  let screenId: number;

  beforeAll(async () => {
    screenId = scene.screens[0].screenId;
    const switched = await injectAs(t.app, scene.db(), scene.operator.id, {
      method: 'PUT',
      url: loopUrl(screenId),
      payload: {
        slotsPerLoop: 12,
        houseSlots: 0,
        openingHours: { open: '06:00', close: '02:00' },
        ramadanDayparts: true,
        ramadanMultipliers: { pre_iftar: 1.5, after_iftar: 1.25 },
      },
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({
      ramadanDayparts: true,
      ramadanMultipliers: { pre_iftar: 1.5, after_iftar: 1.25 },
    });
  });

  it("resolves pre_iftar windows 10 days apart that move with suncalc's sunset", async () => {
    const a = (await availabilityOf(screenId, first)).find((d) => d.id === 'pre_iftar')!;
    const b = (await availabilityOf(screenId, tenLater)).find((d) => d.id === 'pre_iftar')!;
    const sunsetA = librarySunset(first, dubai.latitude, dubai.longitude);
    const sunsetB = librarySunset(tenLater, dubai.latitude, dubai.longitude);
    expect(Math.abs(minutes(a.end) - sunsetA)).toBeLessThanOrEqual(1);
    expect(minutes(a.end) - minutes(a.start)).toBe(120);
    const moved = minutes(b.start) - minutes(a.start);
    expect(Math.abs(moved - (sunsetB - sunsetA))).toBeLessThanOrEqual(1);
    // Evening and night give way to the two Ramadan dayparts that date.
    const ids = (await availabilityOf(screenId, first)).map((d) => d.id);
    expect(ids).toEqual(['morning', 'daytime', 'pre_iftar', 'after_iftar']);
  });

  it('has no Ramadan daypart outside Ramadan, and refuses to sell one there', async () => {
    let outside = addDays(first, 40);
    while (isRamadan(outside)) outside = addDays(outside, 1);
    const ids = (await availabilityOf(screenId, outside)).map((d) => d.id);
    expect(ids).toEqual(['morning', 'daytime', 'evening', 'night']);
    const res = await quote(screenId, outside, outside, ['pre_iftar']);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.dayparts).toMatch(/Ramadan dayparts only on Ramadan dates/);
  });

  it('quotes a pre-iftar week at one price a day, with the screen’s multiplier', async () => {
    const res = await quote(screenId, first, addDays(first, 6), ['pre_iftar']);
    expect(res.statusCode).toBe(200);
    const [item] = res.json().items;
    expect(item.cells).toBe(7);
    const [line] = item.breakdown;
    expect(line).toMatchObject({ daypart: 'pre_iftar', multiplier: 1.5, cells: 7 });
    // The screen's $240 a day over 20 open hours: 2 hours × 1.5 = $36 a spot-day.
    expect(line.unitCents).toBe(3600);
    expect(item.subtotalCents).toBe(line.unitCents * 7);
  });

  it('refuses Ramadan dayparts on a screen not switched to them', async () => {
    const plain = await buildLoopScreen(scene.db());
    const res = await quote(plain.id, first, first, ['pre_iftar']);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.dayparts).toBe(
      'This screen does not sell Ramadan dayparts (pre_iftar)',
    );
    expect((await availabilityOf(plain.id, first)).map((d) => d.id)).toEqual([
      'morning',
      'daytime',
      'evening',
      'night',
    ]);
  });

  it("counts a play at 18:10 in that date's pre_iftar, and refuses one in the iftar hour", async () => {
    // A Ramadan date whose sunset comes after 18:10 (late in a Ramadan that falls in winter).
    let day = first;
    while (!(isRamadan(day) && librarySunset(day, dubai.latitude, dubai.longitude) > 18 * 60 + 11))
      day = addDays(day, 1);
    const cells = [{ date: day, daypart: 'pre_iftar' }] as unknown as CellInput[];
    const order = await buildBookedOrder(scene.db(), {
      customerId: scene.customer.id,
      screenId,
      cells,
    });
    const at = (hh: number, mm: number) => cellInstant(day, hh * 60 + mm);
    const manifest = await buildManifest(scene.db(), screenId, at(17, 0));
    const item = manifest.items.find((i) => i.orderId === order.id)!;
    const sunset = Math.round(librarySunset(day, dubai.latitude, dubai.longitude));
    expect(item.cells).toEqual([
      expect.objectContaining({
        date: day,
        daypart: 'pre_iftar',
        startsAt: cellInstant(day, sunset - 120).toISOString(),
        endsAt: cellInstant(day, sunset).toISOString(),
      }),
    ]);
    // A player paired without a key: its plays are taken unsigned.
    const player = { id: scene.screens[0].playerId, screenId, publicKey: null };
    const inWindow = await ingestPlays(
      scene.db(),
      player,
      [playRecord(item.itemToken, at(18, 10), { seq: 1 })],
      { now: at(19, 30).getTime() },
    );
    expect(inWindow).toMatchObject({ accepted: 1, rejected: [] });
    // Between sunset and an hour after it (iftar) nothing is sold.
    const iftar = playRecord(item.itemToken, cellInstant(day, sunset + 30), { seq: 2 });
    const inIftar = await ingestPlays(scene.db(), player, [iftar], { now: at(19, 30).getTime() });
    expect(inIftar.rejected).toEqual([{ playId: iftar.playId, reason: 'outside-validity' }]);
    // Booked plays follow the window: 2 hours of a 180 s loop is 40 plays of one spot.
    expect((await bookedPlaysOfOrder(scene.db(), order.id, screenId)).get(day)).toBe(40);
  });
});
