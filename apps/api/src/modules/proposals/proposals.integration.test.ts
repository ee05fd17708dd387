// Over 400 lines: every path of a proposal (made, shared, viewed, expired, declined, approved) shares one set-up.
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/app';
import {
  bookCampaign,
  bookingItem,
  buildLoopScreen,
  daysFromNow,
  ledgerCell,
  type ItemInput,
} from '../../../test/booking-builders';
import { buildCustomer, injectAs } from '../../../test/builders';
import { buildMember } from '../../../test/organisation-builders';
import { campaigns, notifications, oneTimeCodes, screenImages } from '../../db/schema';
import { tinyPng } from '../../../test/security/fixtures';
import { expireProposalHolds } from './expiry';

/** The app's clock: the real time unless a test moves it (proposal expiry reads it). */
let clockAt: Date | null = null;
const { t, db } = useTestContext({}, { clock: () => clockAt ?? new Date() });
afterEach(() => {
  clockAt = null;
});

type ProposalAnswer = {
  id: number;
  state: string;
  held: boolean;
  expiresAt: string;
  shared: boolean;
  views: number;
  campaignId: number | null;
  quote: { totalCents: number; vatCents: number; impressions: number; items: unknown[] };
};

const propose = (customerId: number, items: ItemInput[], extra: object = {}) =>
  injectAs(t.app, db(), customerId, {
    method: 'POST',
    url: '/api/proposals',
    payload: { name: 'December launch', items: items.map(bookingItem), ...extra },
  });

async function share(customerId: number, id: number) {
  const res = await injectAs(t.app, db(), customerId, {
    method: 'POST',
    url: `/api/proposals/${id}/share`,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { token: string; url: string }).token;
}

/** A planner of a new organisation, with a one-spot screen for the evening of `date`. */
async function plannerWithScreen(slots = 12) {
  const owner = await buildCustomer(db(), { companyName: 'Gulf Media Agency' });
  const planner = await buildMember(db(), owner.id, 'planner');
  const screen = await buildLoopScreen(db(), { loopSlots: slots });
  const date = daysFromNow(12);
  return { owner, planner, screen, date };
}

/** A planner's proposal for their screen's evening of `date`, shared: with its link's token. */
async function sharedProposal(options: { slots?: number; hold?: boolean } = {}) {
  const scene = await plannerWithScreen(options.slots);
  const { planner, screen, date } = scene;
  const made = (
    await propose(
      planner.id,
      [{ ledId: screen.id, startDate: date, endDate: date }],
      options.hold ? { hold: true } : {},
    )
  ).json() as ProposalAnswer;
  return { ...scene, made, token: await share(planner.id, made.id) };
}

async function newestCodeTo(email: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=50' });
  const mail = (res.json() as { to: string; code: string | null }[]).find((m) => m.to === email);
  return mail!.code!;
}

const client = { name: 'Layla Haddad', email: 'layla.client@example.ae' };

function noticesOf(customerId: number) {
  return db().select().from(notifications).where(eq(notifications.customerId, customerId));
}

describe('making a proposal', () => {
  it('prices it with the quote code, holds its cells, and lists it for the organisation', async () => {
    const { owner, planner, screen, date } = await plannerWithScreen();
    const items = [{ ledId: screen.id, startDate: date, endDate: date }];
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: { items: items.map(bookingItem) },
    });
    const res = await propose(planner.id, items, { hold: true, note: 'Before the holidays.' });
    expect(res.statusCode).toBe(201);
    const proposal = res.json() as ProposalAnswer;
    expect(proposal).toMatchObject({ state: 'open', held: true, shared: false, views: 0 });
    expect(proposal.quote.totalCents).toBe(quote.json().totalCents);
    expect(proposal.quote.vatCents).toBe(quote.json().vatCents);
    expect(proposal.quote.impressions).toBe(quote.json().impressions);
    const hours = (Date.parse(proposal.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    expect(await ledgerCell(db(), screen.id, date, 'evening')).toEqual({ booked: 0, held: 1 });

    // The owner sees the planner's proposal: it is the organisation's.
    const list = await injectAs(t.app, db(), owner.id, { method: 'GET', url: '/api/proposals' });
    expect(list.statusCode).toBe(200);
    expect((list.json() as ProposalAnswer[]).map((p) => p.id)).toEqual([proposal.id]);
  });

  it('holds nothing without a hold, and refuses bad input with 400', async () => {
    const { planner, screen, date } = await plannerWithScreen();
    const res = await propose(planner.id, [{ ledId: screen.id, startDate: date, endDate: date }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().held).toBe(false);
    expect(await ledgerCell(db(), screen.id, date, 'evening')).toEqual({ booked: 0, held: 0 });

    const bad = await injectAs(t.app, db(), planner.id, {
      method: 'POST',
      url: '/api/proposals',
      payload: { items: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.items).toBe('Add at least one screen');
  });

  it('lets a viewer read but not make one, and hides it from another organisation (404)', async () => {
    const { owner, planner, screen, date } = await plannerWithScreen();
    const viewer = await buildMember(db(), owner.id, 'viewer');
    const items = [{ ledId: screen.id, startDate: date, endDate: date }];
    const refused = await propose(viewer.id, items);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your role in this organisation does not allow this.');

    const made = (await propose(planner.id, items)).json() as ProposalAnswer;
    const read = await injectAs(t.app, db(), viewer.id, {
      method: 'GET',
      url: `/api/proposals/${made.id}`,
    });
    expect(read.statusCode).toBe(200);

    const stranger = await buildCustomer(db());
    for (const [method, url] of [
      ['GET', `/api/proposals/${made.id}`],
      ['POST', `/api/proposals/${made.id}/share`],
      ['POST', `/api/proposals/${made.id}/revoke`],
    ] as const) {
      const res = await injectAs(t.app, db(), stranger.id, { method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('This proposal was not found.');
    }
    const list = await injectAs(t.app, db(), stranger.id, { method: 'GET', url: '/api/proposals' });
    expect(list.json()).toEqual([]);
  });

  it('counts a held proposal against the caps on unpaid campaigns', async () => {
    const { planner, screen, date } = await plannerWithScreen();
    const items = (n: number) => [
      { ledId: screen.id, startDate: daysFromNow(10 + n), endDate: daysFromNow(10 + n) },
    ];
    // The default cap is three unpaid campaigns at once: two campaigns and a held proposal fill it.
    expect((await bookCampaign(t.app, db(), planner.id, items(1))).statusCode).toBe(201);
    expect((await bookCampaign(t.app, db(), planner.id, items(2))).statusCode).toBe(201);
    expect((await propose(planner.id, items(3), { hold: true })).statusCode).toBe(201);
    const fourth = await propose(
      planner.id,
      [{ ledId: screen.id, startDate: date, endDate: date }],
      {
        hold: true,
      },
    );
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toMatch(/at most 3 may be unpaid/);
    const booking = await bookCampaign(t.app, db(), planner.id, items(4));
    expect(booking.statusCode).toBe(409);
    // An unheld proposal holds nothing, so no cap applies to it.
    expect((await propose(planner.id, items(5))).statusCode).toBe(201);
  });
});

describe('the proposal link', () => {
  it('shows the plan without an account, tells the planner, and answers 410 once revoked', async () => {
    const { planner, screen, date, made, token } = await sharedProposal({ hold: true });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const view = await t.app.inject({ method: 'GET', url: `/api/p/${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      name: 'December launch',
      from: 'Gulf Media Agency',
      state: 'open',
      held: true,
      screens: [{ ledId: screen.id, name: screen.name }],
      pdfUrl: `/api/p/${token}/proposal.pdf`,
    });
    expect(view.json().quote.totalCents).toBe(made.quote.totalCents);
    const notices = await noticesOf(planner.id);
    expect(notices.map((n) => n.title)).toEqual(['Your proposal was opened']);
    // A reload within the hour is counted, not told again.
    await t.app.inject({ method: 'GET', url: `/api/p/${token}` });
    expect(await noticesOf(planner.id)).toHaveLength(1);

    // The PDF shows the screen's photo beside its line.
    await db()
      .insert(screenImages)
      .values({ screenId: screen.id, contentType: 'image/png', bytes: tinyPng, etag: 'tiny' })
      .onConflictDoUpdate({
        target: screenImages.screenId,
        set: { contentType: 'image/png', bytes: tinyPng, etag: 'tiny' },
      });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/p/${token}/proposal.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Count 1\b/);

    const revoked = await injectAs(t.app, db(), planner.id, {
      method: 'POST',
      url: `/api/proposals/${made.id}/revoke`,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ state: 'revoked', held: false, views: 2 });
    expect(await ledgerCell(db(), screen.id, date, 'evening')).toEqual({ booked: 0, held: 0 });
    for (const url of [`/api/p/${token}`, `/api/p/${token}/proposal.pdf`]) {
      const gone = await t.app.inject({ method: 'GET', url });
      expect(gone.statusCode).toBe(410);
      expect(gone.json().message).toBe('This proposal was withdrawn by its sender.');
    }
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/p/${token}/approval-code`,
      payload: client,
    });
    expect(approve.statusCode).toBe(410);

    const unknown = await t.app.inject({ method: 'GET', url: `/api/p/${'x'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/p/short' });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers 410 once expired, and the sweep gives the held cells back', async () => {
    const { planner, screen, date, made, token } = await sharedProposal({ hold: true });
    clockAt = new Date(Date.parse(made.expiresAt) + 1000);
    const gone = await t.app.inject({ method: 'GET', url: `/api/p/${token}` });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe('This proposal has expired.');
    expect(await ledgerCell(db(), screen.id, date, 'evening')).toEqual({ booked: 0, held: 1 });
    expect(await expireProposalHolds(db(), clockAt)).toBeGreaterThanOrEqual(1);
    expect(await ledgerCell(db(), screen.id, date, 'evening')).toEqual({ booked: 0, held: 0 });
    const read = await injectAs(t.app, db(), planner.id, {
      method: 'GET',
      url: `/api/proposals/${made.id}`,
    });
    expect(read.json()).toMatchObject({ state: 'expired', held: false });
  });

  it('takes a decline with name and email, and frees the held cells', async () => {
    const { planner, screen, date, token } = await sharedProposal({ hold: true });
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/p/${token}/decline`,
      payload: { name: '', email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/p/${token}/decline`,
      payload: client,
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ state: 'declined', client: { name: client.name } });
    expect(await ledgerCell(db(), screen.id, date, 'evening')).toEqual({ booked: 0, held: 0 });
    expect((await noticesOf(planner.id)).map((n) => n.title)).toContain(
      'Your proposal was declined',
    );
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/p/${token}/decline`,
      payload: client,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('approving a proposal', () => {
  it('takes a code mailed to the client, and books the campaign once under 20 racing approvals', async () => {
    const { owner, planner, screen, date, made, token } = await sharedProposal({ hold: true });

    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/p/${token}/approval-code`,
      headers: { 'accept-language': 'ar' },
      payload: client,
    });
    expect(asked.statusCode).toBe(204);
    const code = await newestCodeTo(client.email);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/p/${token}/approve`,
      payload: { ...client, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The code is not correct.');
    const otherEmail = await t.app.inject({
      method: 'POST',
      url: `/api/p/${token}/approve`,
      payload: { ...client, email: 'someone.else@example.ae', code },
    });
    expect(otherEmail.statusCode).toBe(400);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/p/${token}/approve`,
          payload: { ...client, code },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The others wait for the first one's lock, then find the proposal answered.
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().message).toBe('This proposal has already been answered.');
    }
    const approved = answers.find((a) => a.statusCode === 200)!.json();
    expect(approved).toMatchObject({ state: 'approved', held: false, client });

    const booked = await db().select().from(campaigns).where(eq(campaigns.customerId, owner.id));
    expect(booked).toHaveLength(1);
    expect(booked[0]!.createdBy).toBe(planner.id);
    // The proposal's hold became the campaign's: one spot held, not two.
    expect(await ledgerCell(db(), screen.id, date, 'evening')).toEqual({ booked: 0, held: 1 });
    const read = await injectAs(t.app, db(), planner.id, {
      method: 'GET',
      url: `/api/proposals/${made.id}`,
    });
    expect(read.json()).toMatchObject({ state: 'approved', campaignId: booked[0]!.id });
    const campaign = await injectAs(t.app, db(), planner.id, {
      method: 'GET',
      url: `/api/campaigns/${booked[0]!.id}`,
    });
    expect(campaign.json().totals.totalCents).toBe(made.quote.totalCents);
    expect((await noticesOf(planner.id)).map((n) => n.title)).toContain(
      'Your proposal was approved',
    );
  });

  it('lists the cells sold meanwhile (409) and books nothing', async () => {
    const { owner, screen, date, token } = await sharedProposal({ slots: 1 });
    const rival = await buildCustomer(db());
    const sold = await bookCampaign(t.app, db(), rival.id, [
      { ledId: screen.id, startDate: date, endDate: date },
    ]);
    expect(sold.statusCode).toBe(201);

    await t.app.inject({ method: 'POST', url: `/api/p/${token}/approval-code`, payload: client });
    const code = await newestCodeTo(client.email);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/p/${token}/approve`,
      payload: { ...client, code },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().cells).toEqual([
      { ledId: screen.id, date, daypart: 'evening', requested: 1, free: 0 },
    ]);
    // Offered instead: the screen's other dayparts that date, which still have the spot.
    const alternatives = res.json().alternatives as { date: string; daypart: string }[];
    expect(alternatives.map((a) => `${a.date} ${a.daypart}`).sort()).toEqual(
      ['daytime', 'morning', 'night'].map((daypart) => `${date} ${daypart}`),
    );
    const booked = await db()
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.customerId, owner.id)));
    expect(booked).toHaveLength(0);
    const view = await t.app.inject({ method: 'GET', url: `/api/p/${token}` });
    expect(view.json().state).toBe('open');
  });

  it('limits code requests per link', async () => {
    const { made, token } = await sharedProposal();
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/p/${token}/approval-code`,
      payload: { ...client, email: 'first.asker@example.ae' },
    });
    expect(first.statusCode).toBe(204);
    // A second code within the minute is refused, whatever address it is for.
    const soon = await t.app.inject({
      method: 'POST',
      url: `/api/p/${token}/approval-code`,
      payload: { ...client, email: 'second.asker@example.ae' },
    });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe('Please wait a minute before asking for another code.');

    // A minute apart, each to a new address, a link still takes at most five requests an hour
    // (the refused one above counts too): the sixth is refused.
    const statuses: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      await db()
        .update(oneTimeCodes)
        .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
        .where(eq(oneTimeCodes.purpose, `proposal:${made.id}`));
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/p/${token}/approval-code`,
        payload: { ...client, email: `asker-${n}@example.ae` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().message).toBe('Too many codes were sent. Please try again later.');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
  });
});
