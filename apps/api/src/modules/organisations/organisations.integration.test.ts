import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/app';
import { bookCampaign, buildLoopScreen } from '../../../test/booking-builders';
import { outbox } from '../../../test/accounts';
import { buildCustomer } from '../../../test/builders';
import { buildInvite, buildMember } from '../../../test/organisation-builders';

const { t, db, as } = useTestContext();

describe('invites', () => {
  it('mails a link that one person uses once: they join in its role, the next one gets 410', async () => {
    const owner = await buildCustomer(db(), { companyName: 'Gulf Media Agency' });
    const created = await as(owner.id, 'POST', '/api/organisation/invites', {
      email: 'Omar.Invited@Example.com',
      role: 'approver',
    });
    expect(created.statusCode).toBe(201);
    const { url, expiresAt, email } = created.json() as {
      url: string;
      expiresAt: string;
      email: string;
    };
    expect(email).toBe('omar.invited@example.com');
    // Lapses 7 days on.
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    const mail = (await outbox(t.app)).find((m) => m.to === 'omar.invited@example.com');
    expect(mail?.body).toContain(url);
    const token = url.split('/').pop()!;

    const preview = await t.app.inject({ url: `/api/invites/${token}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      organisationName: 'Gulf Media Agency',
      role: 'approver',
    });

    const omar = await buildCustomer(db(), { name: 'Omar', surname: 'Saleh' });
    const joined = await as(omar.id, 'POST', `/api/invites/${token}/accept`);
    expect(joined.statusCode).toBe(200);
    const seen = (await as(omar.id, 'GET', '/api/organisation')).json();
    expect(seen).toMatchObject({ name: 'Gulf Media Agency', role: 'approver', invites: [] });
    expect(seen.members.map((m: { name: string }) => m.name)).toContain('Omar Saleh');

    const late = await buildCustomer(db());
    const again = await as(late.id, 'POST', `/api/invites/${token}/accept`);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('This invite link has already been used.');
    expect((await t.app.inject({ url: `/api/invites/${token}` })).statusCode).toBe(410);
  });

  it('refuses an expired link with 410, and an unknown or withdrawn one with 404', async () => {
    const owner = await buildCustomer(db());
    const lapsed = await buildInvite(db(), owner.id, { expiresAt: new Date(Date.now() - 1000) });
    const person = await buildCustomer(db());
    const answer = await as(person.id, 'POST', `/api/invites/${lapsed.token}/accept`);
    expect(answer.statusCode).toBe(410);
    expect(answer.json().message).toBe('This invite link has expired. Ask for a new one.');
    expect((await as(person.id, 'GET', '/api/organisation')).json().role).toBe('owner');

    const withdrawn = await buildInvite(db(), owner.id);
    expect(
      (await as(owner.id, 'DELETE', `/api/organisation/invites/${withdrawn.id}`)).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: `/api/invites/${withdrawn.token}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/invites/not-a-real-token-at-all' })).statusCode).toBe(
      404,
    );
  });

  it('answers bad input with 400', async () => {
    const owner = await buildCustomer(db());
    const bad = await as(owner.id, 'POST', '/api/organisation/invites', {
      email: 'nope',
      role: 'boss',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['email', 'role']));
    const limit = await as(owner.id, 'PUT', '/api/organisation/approval-limit', {
      approvalLimitCents: -5,
    });
    expect(limit.statusCode).toBe(400);
  });
});

describe('members', () => {
  it("share the organisation's campaigns, each recording who made it; removal takes them away", async () => {
    const owner = await buildCustomer(db());
    const planner = await buildMember(db(), owner.id, 'planner');
    const screen = await buildLoopScreen(db());
    const made = await bookCampaign(t.app, db(), planner.id, [{ ledId: screen.id }]);
    expect(made.statusCode).toBe(201);
    const { campaignId } = made.json() as { campaignId: number };
    const ownerSees = (await as(owner.id, 'GET', `/api/campaigns/${campaignId}`)).statusCode;
    expect(ownerSees).toBe(200);

    const removed = await as(owner.id, 'DELETE', `/api/organisation/members/${planner.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().members.map((m: { customerId: number }) => m.customerId)).toEqual([
      owner.id,
    ]);
    // Back in their own organisation: the agency's campaign is not theirs to see.
    expect((await as(planner.id, 'GET', `/api/campaigns/${campaignId}`)).statusCode).toBe(404);
    expect((await as(planner.id, 'GET', '/api/organisation')).json().role).toBe('owner');
  });

  it('can leave; the owner cannot while others remain, and changes roles', async () => {
    const owner = await buildCustomer(db());
    const viewer = await buildMember(db(), owner.id, 'viewer');
    const finance = await buildMember(db(), owner.id, 'finance');
    expect((await as(owner.id, 'POST', '/api/organisation/leave')).statusCode).toBe(409);
    const changed = await as(owner.id, 'PATCH', `/api/organisation/members/${finance.id}`, {
      role: 'approver',
    });
    expect(changed.statusCode).toBe(200);
    expect(
      changed.json().members.find((m: { customerId: number }) => m.customerId === finance.id).role,
    ).toBe('approver');
    expect((await as(viewer.id, 'POST', '/api/organisation/leave')).statusCode).toBe(204);
    const left = (await as(owner.id, 'GET', '/api/organisation')).json();
    expect(left.members.map((m: { customerId: number }) => m.customerId).sort()).toEqual(
      [owner.id, finance.id].sort(),
    );
    // A viewer reads only: a booking is refused by role.
    const stillViewer = await buildMember(db(), owner.id, 'viewer');
    const screen = await buildLoopScreen(db());
    const refused = await bookCampaign(t.app, db(), stillViewer.id, [{ ledId: screen.id }]);
    expect(refused.statusCode).toBe(403);
  });
});
