import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCustomer, injectAs } from '../../../test/builders';
import {
  allDay,
  localDay,
  readManifest,
  usePlayerTestApp,
  type CellInput,
} from '../../../test/player-builders';
import { multipartBody } from '../../../test/videos';
import { contentPermits, notifications, orders, screenCategoryRules } from '../../db/schema';
import { storedFiles } from '../../../test/stored-files';
import { sendPermitReminders } from './permit-reminders';

const { t, db, as, operator, customer, screens, bookOrder } = usePlayerTestApp(1);
const [screen] = screens;

const exemptScreen = async (exempt: boolean) => {
  const res = await as(operator.id, 'PUT', `/api/admin/screens/${screen.screenId}/permit-rule`, {
    permitExempt: exempt,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ permitExempt: exempt });
};

/** An order booked on the screen with no permit yet: the customer's unless told otherwise. */
const orderWithoutPermit = (
  cells: CellInput[],
  more: { customerId?: number; statusCode?: number } = {},
) => bookOrder({ cells, permit: false, ...more });

const addPermit = (orderId: number, body: Record<string, string>, customerId = customer.id) =>
  as(customerId, 'POST', `/api/order/${orderId}/permits`, body);

/** The customer's permit with its PDF, sent as a form as the campaign page sends it. */
function addPermitWithDocument(orderId: number, fields: Record<string, string>, document: Buffer) {
  const { payload, headers } = multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'document', filename: 'permit.pdf', contentType: 'application/pdf', data: document },
  ]);
  return injectAs(t.app, db(), customer.id, {
    method: 'POST',
    url: `/api/order/${orderId}/permits`,
    payload,
    headers,
  });
}

/** The reminder sweep at a moment, on the app's database, telling through its messenger. */
const remind = (when: Date, messenger = t.app.deps.messenger) =>
  sendPermitReminders({ db: db(), messenger, log: t.app.log }, when);

const permitFields = (from: string, to: string) => ({
  number: `DM-ADV-${from}`,
  authority: 'dm',
  validFrom: from,
  validTo: to,
});

/** The local dates of an order's cells in the screen's manifest. */
async function playedDays(orderId: number): Promise<string[]> {
  const manifest = await readManifest(screen.player);
  const item = manifest.items.find((entry) => entry.orderId === orderId);
  return [...new Set(item?.cells.map((cell) => cell.date) ?? [])].sort();
}

const pdf = (bytes = 2048) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes, 0x20), Buffer.from('\n%%EOF\n')]);

describe('a day outside the permit', () => {
  it('never appears in that day’s manifest, and a new permit brings it back', async () => {
    // No rule row for the screen: like every screen, it requires permits (decision 0062).
    const rules = await db()
      .select()
      .from(screenCategoryRules)
      .where(eq(screenCategoryRules.screenId, screen.screenId));
    expect(rules).toEqual([]);
    const [d0, d1, d2, d3] = [localDay(0), localDay(1), localDay(2), localDay(3)];
    const order = await orderWithoutPermit(allDay(d0, d1, d2, d3));
    // Required and no permit yet: nothing of the order plays.
    expect(await playedDays(order.id)).toEqual([]);

    const added = await addPermit(order.id, permitFields(d0, d0));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ scope: 'order', orderId: order.id, authority: 'dm' });
    const before = (await readManifest(screen.player)).version;
    expect(await playedDays(order.id)).toEqual([d0]);

    // The campaign page's answer: the days held back, and from when.
    const own = await as(customer.id, 'GET', `/api/order/${order.id}/permits`);
    expect(own.json()).toMatchObject({
      required: true,
      exemption: null,
      uncoveredDays: [d1, d2, d3],
      heldBackFrom: d1,
    });
    // The moderator sees the same days flagged.
    const moderated = await as(operator.id, 'GET', `/api/admin/orders/${order.id}/permits`);
    expect(moderated.json()).toMatchObject({ uncoveredDays: [d1, d2, d3], heldBackFrom: d1 });

    // The operator's blanket permit for the screen and this advertiser covers the rest.
    const blanket = await as(operator.id, 'POST', `/api/admin/screens/${screen.screenId}/permits`, {
      customerId: String(customer.id),
      ...permitFields(d1, d3),
      authority: 'trakhees',
    });
    expect(blanket.statusCode, blanket.body).toBe(201);
    const after = await readManifest(screen.player);
    // A new permit changes what plays, so the manifest's version moved (decision 0045).
    expect(after.version).not.toBe(before);
    // What of days 2 and 3 the 48-hour window reaches depends on the hour; day 1 always plays.
    const played = await playedDays(order.id);
    expect(played.slice(0, 2)).toEqual([d0, d1]);
    expect(played.every((day) => [d0, d1, d2, d3].includes(day))).toBe(true);
    const view = await as(customer.id, 'GET', `/api/order/${order.id}/permits`);
    expect(view.json()).toMatchObject({ uncoveredDays: [], heldBackFrom: null });
    expect(view.json().permits.map((p: { scope: string }) => p.scope)).toEqual([
      'order',
      'blanket',
    ]);
  });

  it('plays on a screen its operator exempted, flagged to the moderator', async () => {
    await exemptScreen(true);
    try {
      const [d0, d1] = [localDay(0), localDay(1)];
      // Another advertiser: the first test's blanket permit is not theirs.
      const other = await buildCustomer(db());
      const order = await orderWithoutPermit(allDay(d0, d1), { customerId: other.id });
      expect((await addPermit(order.id, permitFields(d0, d0), other.id)).statusCode).toBe(201);
      // The uncovered day plays: the exemption lets it.
      expect(await playedDays(order.id)).toEqual([d0, d1]);
      const moderated = await as(operator.id, 'GET', `/api/admin/orders/${order.id}/permits`);
      expect(moderated.json()).toMatchObject({
        required: false,
        exemption: 'screen',
        uncoveredDays: [d1],
      });
      // Lifting the exemption holds the uncovered day back again at the next poll.
      await exemptScreen(false);
      expect(await playedDays(order.id)).toEqual([d0]);
    } finally {
      await exemptScreen(false);
    }
  });

  it('plays on an order paid before every screen required permits (grandfathered)', async () => {
    const [d0, d1] = [localDay(0), localDay(1)];
    const other = await buildCustomer(db());
    const order = await orderWithoutPermit(allDay(d0, d1), { customerId: other.id });
    const paidLater = await orderWithoutPermit(allDay(d0, d1), { customerId: other.id });
    // What migration 0032 records for an order paid before the cutover.
    await db().update(orders).set({ permitGrandfathered: true }).where(eq(orders.id, order.id));
    expect(await playedDays(order.id)).toEqual([d0, d1]);
    // The order paid after the cutover, on the same screen, plays nothing without a permit.
    expect(await playedDays(paidLater.id)).toEqual([]);
    const own = await as(other.id, 'GET', `/api/order/${order.id}/permits`);
    expect(own.json()).toMatchObject({
      required: false,
      exemption: 'grandfathered',
      uncoveredDays: [d0, d1],
    });
  });
});

describe('adding a permit', () => {
  it('keeps its PDF, for its owner and the console only', async () => {
    const order = await orderWithoutPermit(allDay(localDay(5)), { statusCode: 0 });
    const bytes = pdf();
    const res = await addPermitWithDocument(
      order.id,
      { number: 'RTA-77', authority: 'rta', validFrom: localDay(5), validTo: localDay(9) },
      bytes,
    );
    expect(res.statusCode, res.body).toBe(201);
    const permit = res.json();
    expect(permit.documentUrl).toBe(`/api/order/${order.id}/permits/${permit.id}/document`);
    expect(storedFiles(t.dataDir).filter((file) => file.startsWith('tmp'))).toEqual([]);
    const download = await as(customer.id, 'GET', permit.documentUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(bytes)).toBe(true);
    const console = await as(operator.id, 'GET', `/api/admin/permits/${permit.id}/document`);
    expect(console.rawPayload.equals(bytes)).toBe(true);
  });

  it.each([
    ['ends before it starts', { validFrom: localDay(9), validTo: localDay(5) }, 'validTo'],
    ['a date that does not exist', { validFrom: '2027-02-30', validTo: '2027-03-05' }, 'validFrom'],
    ['no number', { number: '  ' }, 'number'],
    ['an unknown authority', { authority: 'police' }, 'authority'],
    ['runs for years', { validFrom: '2027-01-01', validTo: '2030-01-01' }, 'validTo'],
  ])('refuses a permit that %s with 400 naming the field', async (_, change, field) => {
    const order = await orderWithoutPermit(allDay(localDay(5)));
    const res = await addPermit(order.id, {
      ...permitFields(localDay(5), localDay(9)),
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
    const rows = await db()
      .select()
      .from(contentPermits)
      .where(eq(contentPermits.orderId, order.id));
    expect(rows).toEqual([]);
  });

  it.each([
    ['larger than 5 MB', pdf(5 * 1024 * 1024), 413],
    ['not a PDF', Buffer.from('\x89PNG\r\n\x1a\n not a pdf at all'), 415],
    ['empty', Buffer.alloc(0), 415],
  ])('refuses a document %s and leaves no file behind', async (_, data, status) => {
    const order = await orderWithoutPermit(allDay(localDay(5)));
    const files = storedFiles(t.dataDir);
    const res = await addPermitWithDocument(
      order.id,
      { number: 'DM-1', authority: 'dm', validFrom: localDay(5), validTo: localDay(9) },
      data,
    );
    expect(res.statusCode).toBe(status);
    expect(res.json().errors).toHaveProperty('document');
    expect(storedFiles(t.dataDir)).toEqual(files);
    const rows = await db()
      .select()
      .from(contentPermits)
      .where(eq(contentPermits.orderId, order.id));
    expect(rows).toEqual([]);
  });

  it('removes the PDF when the fields are wrong, and refuses orders that no longer play', async () => {
    const order = await orderWithoutPermit(allDay(localDay(5)), { statusCode: 5 });
    const files = storedFiles(t.dataDir);
    const badDates = await addPermitWithDocument(
      order.id,
      { number: 'DM-2', authority: 'dm', validFrom: 'tomorrow', validTo: localDay(9) },
      pdf(),
    );
    expect(badDates.statusCode).toBe(400);
    const cancelled = await addPermitWithDocument(
      order.id,
      permitFields(localDay(5), localDay(9)),
      pdf(),
    );
    expect(cancelled.statusCode).toBe(409);
    expect(storedFiles(t.dataDir)).toEqual(files);
  });
});

describe('the permit reminders', () => {
  it('are sent 7 days and 1 day before a permit ends, once each, with two instances sweeping', async () => {
    // The permit ends on day 20; the flight runs to day 25, so days 21–25 need a new permit.
    const order = await orderWithoutPermit(allDay(localDay(12), localDay(25)));
    const added = await addPermit(order.id, permitFields(localDay(10), localDay(20)));
    const permitId = added.json().id as number;
    // A flight that ends with its permit hears nothing.
    const covered = await orderWithoutPermit(allDay(localDay(15)));
    await addPermit(covered.id, permitFields(localDay(10), localDay(20)));

    const at = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000);
    const peer = await t.buildPeer();
    const sweep = (when: Date) =>
      Promise.all([remind(when), remind(when, peer.app.deps.messenger)]).then((runs) =>
        runs.flat().filter((sent) => sent.permitId === permitId),
      );
    try {
      expect(await sweep(at(5))).toEqual([]);
      expect(await sweep(at(13))).toEqual([{ permitId, kind: '7-days' }]);
      expect(await sweep(at(14))).toEqual([]);
      expect(await sweep(at(19))).toEqual([{ permitId, kind: '1-day' }]);
      expect(await sweep(at(20))).toEqual([]);
    } finally {
      await peer.close();
    }
    const notices = await db()
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.orderId, order.id), eq(notifications.kind, 'permit-ending')));
    expect(notices).toHaveLength(2);
    expect(notices[0]!.message).toContain(`DM-ADV-${localDay(10)}`);
    const quiet = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, covered.id), eq(notifications.kind, 'permit-ending')));
    expect(quiet).toEqual([]);
  });

  it('are not sent when a new permit already covers the days after', async () => {
    const order = await orderWithoutPermit(allDay(localDay(32), localDay(38)));
    await addPermit(order.id, permitFields(localDay(30), localDay(35)));
    await addPermit(order.id, permitFields(localDay(36), localDay(40)));
    const sent = await remind(new Date(Date.now() + 34 * 86_400_000));
    const permits = await db()
      .select({ id: contentPermits.id })
      .from(contentPermits)
      .where(eq(contentPermits.orderId, order.id));
    expect(sent.filter((s) => permits.some((p) => p.id === s.permitId))).toEqual([]);
  });

  it('are not sent where the days after play without one: a grandfathered order, an exempt screen', async () => {
    const order = await orderWithoutPermit(allDay(localDay(42), localDay(48)));
    const permitId = (await addPermit(order.id, permitFields(localDay(40), localDay(45)))).json()
      .id as number;
    const dayBefore = new Date(Date.now() + 44 * 86_400_000);
    const sentFor = async () =>
      (await remind(dayBefore)).filter((sent) => sent.permitId === permitId);

    await db().update(orders).set({ permitGrandfathered: true }).where(eq(orders.id, order.id));
    expect(await sentFor()).toEqual([]);

    await db().update(orders).set({ permitGrandfathered: false }).where(eq(orders.id, order.id));
    await db()
      .insert(screenCategoryRules)
      .values({ screenId: screen.screenId, permitExempt: true })
      .onConflictDoUpdate({ target: screenCategoryRules.screenId, set: { permitExempt: true } });
    try {
      expect(await sentFor()).toEqual([]);
    } finally {
      await db()
        .update(screenCategoryRules)
        .set({ permitExempt: false })
        .where(eq(screenCategoryRules.screenId, screen.screenId));
    }
    // Held to its permits again, the order is reminded.
    expect(await sentFor()).toEqual([{ permitId, kind: '1-day' }]);
  });
});
