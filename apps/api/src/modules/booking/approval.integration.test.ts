import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/app';
import {
  bookCampaign,
  buildLoopScreen,
  daysFromNow,
  ledgerCell,
} from '../../../test/booking-builders';
import { buildCustomer, injectAs } from '../../../test/builders';
import { buildMember, setApprovalLimit } from '../../../test/organisation-builders';

const { t, db } = useTestContext();

type CampaignAnswer = {
  campaignId: number;
  status: string;
  totals: { totalCents: number };
  approval: {
    state: string;
    createdBy: string;
    decisions: { decision: string; by: string; at: string }[];
  } | null;
};

/** An organisation of an owner, a planner and an approver, with a $1 approval limit. */
async function team() {
  const owner = await buildCustomer(db(), { name: 'Amira', surname: 'Owner' });
  const planner = await buildMember(db(), owner.id, 'planner', { name: 'Pia', surname: 'Planner' });
  const approver = await buildMember(db(), owner.id, 'approver', {
    name: 'Rami',
    surname: 'Approver',
  });
  await setApprovalLimit(db(), owner.id, 100);
  return { owner, planner, approver };
}

const decide = (customerId: number, campaignId: number, decision: 'approve' | 'decline') =>
  injectAs(t.app, db(), customerId, {
    method: 'POST',
    url: `/api/campaigns/${campaignId}/approval`,
    payload: { decision },
  });

describe('spend approval (maker-checker)', () => {
  it('holds a campaign over the limit until an approver who did not make it approves', async () => {
    const { owner, approver } = await team();
    const screen = await buildLoopScreen(db());
    const date = daysFromNow(12);
    const booked = await bookCampaign(t.app, db(), owner.id, [
      { ledId: screen.id, startDate: date, endDate: date },
    ]);
    expect(booked.statusCode).toBe(201);
    const campaign = booked.json() as CampaignAnswer;
    expect(campaign.status).toBe('awaiting_approval');
    expect(campaign.approval).toMatchObject({ state: 'awaiting_approval', decisions: [] });
    expect(campaign.approval!.createdBy).toBe('Amira Owner');
    // Its cells are held under the hold rules while it waits.
    expect(await ledgerCell(db(), screen.id, date, 'evening')).toEqual({ booked: 0, held: 1 });

    // It cannot be paid yet, and its maker cannot approve it (even as the owner).
    const pay = await injectAs(t.app, db(), approver.id, {
      method: 'POST',
      url: `/api/campaigns/${campaign.campaignId}/payment`,
      payload: { method: 'invoice' },
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe('This campaign is waiting for spend approval.');
    const own = await decide(owner.id, campaign.campaignId, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You made this campaign: another approver must approve it.');

    const approved = await decide(approver.id, campaign.campaignId, 'approve');
    expect(approved.statusCode).toBe(200);
    const after = approved.json() as CampaignAnswer;
    expect(after.status).toBe('draft');
    expect(after.approval).toMatchObject({
      state: 'approved',
      decisions: [{ decision: 'approved', by: 'Rami Approver' }],
    });
    expect(Date.parse(after.approval!.decisions[0]!.at)).not.toBeNaN();
    // Decided once: a second decision is refused.
    expect((await decide(owner.id, campaign.campaignId, 'decline')).statusCode).toBe(409);
    expect(await ledgerCell(db(), screen.id, date, 'evening')).toEqual({ booked: 0, held: 1 });
  });

  it('lets a planner build one but not approve it, and a decline releases its cells', async () => {
    const { planner, approver } = await team();
    const screen = await buildLoopScreen(db());
    const date = daysFromNow(13);
    const booked = await bookCampaign(t.app, db(), planner.id, [
      { ledId: screen.id, startDate: date, endDate: date, spotsPerLoop: 2 },
    ]);
    const campaign = booked.json() as CampaignAnswer;
    expect(campaign.approval!.createdBy).toBe('Pia Planner');
    expect(await ledgerCell(db(), screen.id, date, 'evening')).toEqual({ booked: 0, held: 2 });
    expect((await decide(planner.id, campaign.campaignId, 'approve')).statusCode).toBe(403);

    const declined = await decide(approver.id, campaign.campaignId, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'cancelled',
      approval: { state: 'declined', decisions: [{ decision: 'declined', by: 'Rami Approver' }] },
    });
    expect(await ledgerCell(db(), screen.id, date, 'evening')).toEqual({ booked: 0, held: 0 });
  });

  it('skips approval below the limit, without a limit, and in a one-member organisation', async () => {
    const screen = await buildLoopScreen(db());
    const { owner } = await team();
    await setApprovalLimit(db(), owner.id, 10_000_000);
    const below = await bookCampaign(t.app, db(), owner.id, [{ ledId: screen.id }]);
    expect(below.json()).toMatchObject({ status: 'draft', approval: null });

    const alone = await buildCustomer(db());
    await setApprovalLimit(db(), alone.id, 100);
    const single = await bookCampaign(t.app, db(), alone.id, [{ ledId: screen.id }]);
    expect(single.statusCode).toBe(201);
    expect(single.json()).toMatchObject({ status: 'draft', approval: null });
  });

  it("answers another organisation's approver 404, and bad input 400", async () => {
    const { owner } = await team();
    const screen = await buildLoopScreen(db());
    const campaign = (await bookCampaign(t.app, db(), owner.id, [{ ledId: screen.id }])).json();
    const stranger = await buildCustomer(db());
    expect((await decide(stranger.id, campaign.campaignId, 'approve')).statusCode).toBe(404);
    const bad = await injectAs(t.app, db(), owner.id, {
      method: 'POST',
      url: `/api/campaigns/${campaign.campaignId}/approval`,
      payload: { decision: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.any(String) });
  });
});
