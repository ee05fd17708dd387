// An agency's clients (decision 0060): kept by owners and planners, named by campaigns and
// proposals of the same organisation only, and the buyer of its tax invoices when it says so.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/app';
import { bookingItem, buildLoopScreen, daysFromNow } from '../../../test/booking-builders';
import { buildCustomer } from '../../../test/builders';
import { buildMember } from '../../../test/organisation-builders';
import { pdfText } from '../../../test/payment-builders';
import { queryRows } from '../../db/client';
import { sql } from 'drizzle-orm';

const { t, db, as } = useTestContext();

/** A client's fields with unique values. */
function clientInput(overrides: Record<string, string> = {}) {
  const tag = randomBytes(3).toString('hex');
  return {
    name: `Marina Motors ${tag} LLC`,
    nameAr: 'مارينا موتورز',
    billingAddress: `Office 1204, Marina Plaza ${tag}\nDubai Marina, Dubai`,
    trn: '100-2345-6780-0003',
    contactEmail: `Accounts-${tag}@MarinaMotors.ae`,
    ...overrides,
  };
}

async function addClient(customerId: number, overrides: Record<string, string> = {}) {
  const res = await as(customerId, 'POST', '/api/organisation/clients', clientInput(overrides));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string; trn: string | null };
}

function book(customerId: number, ledId: number, extra: Record<string, unknown> = {}) {
  return as(customerId, 'POST', '/api/campaigns', {
    items: [bookingItem({ ledId, startDate: daysFromNow(12), endDate: daysFromNow(12) })],
    ...extra,
  });
}

const clientNames = async (customerId: number) =>
  (
    (await as(customerId, 'GET', '/api/organisation/clients')).json().clients as {
      name: string;
      archivedAt: string | null;
    }[]
  ).map((c) => `${c.name}${c.archivedAt ? ' (archived)' : ''}`);

describe('clients of an organisation', () => {
  it('adds, lists, edits and removes a client; a TRN is 15 digits, spaces and dashes ignored', async () => {
    const owner = await buildCustomer(db());
    const input = clientInput();
    const created = await as(owner.id, 'POST', '/api/organisation/clients', input);
    expect(created.statusCode).toBe(201);
    const client = created.json();
    expect(client).toMatchObject({
      name: input.name,
      nameAr: 'مارينا موتورز',
      trn: '100234567800003',
      contactEmail: input.contactEmail.toLowerCase(),
      archivedAt: null,
    });

    const bad = await as(owner.id, 'POST', '/api/organisation/clients', {
      ...clientInput(),
      name: ' ',
      trn: '12345',
      contactEmail: 'not-an-email',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      name: 'Required',
      trn: 'A TRN has 15 digits',
      contactEmail: 'Invalid email address',
    });

    // An edit is the whole client: a blank TRN and Arabic name are cleared.
    const edited = await as(owner.id, 'PUT', `/api/organisation/clients/${client.id}`, {
      ...input,
      name: 'Marina Motors Group',
      nameAr: '',
      trn: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Marina Motors Group', nameAr: null, trn: null });
    expect(await clientNames(owner.id)).toEqual(['Marina Motors Group']);

    // Nothing names it: it is deleted.
    const removed = await as(owner.id, 'DELETE', `/api/organisation/clients/${client.id}`);
    expect(removed.json()).toEqual({ outcome: 'deleted' });
    expect(await clientNames(owner.id)).toEqual([]);
    const gone = await as(owner.id, 'PUT', `/api/organisation/clients/${client.id}`, input);
    expect(gone.statusCode).toBe(404);
  });

  it('archives a client a campaign names, and offers it for no new campaign', async () => {
    const owner = await buildCustomer(db());
    const screen = await buildLoopScreen(db());
    const client = await addClient(owner.id, { name: 'Falcon Dates' });
    const booked = await book(owner.id, screen.id, { clientId: client.id });
    expect(booked.statusCode).toBe(201);

    const removed = await as(owner.id, 'DELETE', `/api/organisation/clients/${client.id}`);
    expect(removed.json()).toEqual({ outcome: 'archived' });
    expect(await clientNames(owner.id)).toEqual(['Falcon Dates (archived)']);
    // The campaign still names it.
    const campaign = await as(owner.id, 'GET', `/api/campaigns/${booked.json().id}`);
    expect(campaign.json().client).toMatchObject({ id: client.id, name: 'Falcon Dates' });

    const again = await book(owner.id, screen.id, { clientId: client.id });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      clientId: 'This client is archived: choose another one.',
    });
  });

  it('lets planners keep clients and the other roles read them; another organisation finds none', async () => {
    const owner = await buildCustomer(db());
    const planner = await buildMember(db(), owner.id, 'planner');
    const viewer = await buildMember(db(), owner.id, 'viewer');
    const finance = await buildMember(db(), owner.id, 'finance');
    const stranger = await buildCustomer(db());

    const client = await addClient(planner.id, { name: 'Gulf Dairy' });
    expect(await clientNames(viewer.id)).toEqual(['Gulf Dairy']);
    expect(await clientNames(finance.id)).toEqual(['Gulf Dairy']);
    const refused = await as(viewer.id, 'POST', '/api/organisation/clients', clientInput());
    expect(refused.statusCode).toBe(403);
    const notFinance = await as(finance.id, 'DELETE', `/api/organisation/clients/${client.id}`);
    expect(notFinance.statusCode).toBe(403);

    expect(await clientNames(stranger.id)).toEqual([]);
    const edit = await as(
      stranger.id,
      'PUT',
      `/api/organisation/clients/${client.id}`,
      clientInput(),
    );
    expect(edit.statusCode).toBe(404);
    const remove = await as(stranger.id, 'DELETE', `/api/organisation/clients/${client.id}`);
    expect(remove.statusCode).toBe(404);
    expect(await clientNames(owner.id)).toEqual(['Gulf Dairy']);
  });
});

describe('campaigns and proposals for a client', () => {
  it('names the client on the campaign, in the list and on the proposal and its link', async () => {
    const owner = await buildCustomer(db());
    const screen = await buildLoopScreen(db());
    const client = await addClient(owner.id, { name: 'Desert Rose Perfumes' });

    const booked = await book(owner.id, screen.id, { clientId: String(client.id) });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().client).toEqual({
      id: client.id,
      name: 'Desert Rose Perfumes',
      nameAr: 'مارينا موتورز',
    });
    const plain = await book(owner.id, screen.id, { clientId: '' });
    expect(plain.json().client).toBeNull();
    const list = await as(owner.id, 'GET', '/api/campaigns');
    const names = (list.json() as { id: number; client: { name: string } | null }[]).map((c) => [
      c.id,
      c.client?.name ?? null,
    ]);
    expect(names).toEqual([
      [plain.json().id, null],
      [booked.json().id, 'Desert Rose Perfumes'],
    ]);

    const proposal = await as(owner.id, 'POST', '/api/proposals', {
      clientId: client.id,
      items: [
        bookingItem({ ledId: screen.id, startDate: daysFromNow(14), endDate: daysFromNow(14) }),
      ],
    });
    expect(proposal.statusCode).toBe(201);
    expect(proposal.json().preparedFor).toMatchObject({ name: 'Desert Rose Perfumes' });
    const link = await as(owner.id, 'POST', `/api/proposals/${proposal.json().id}/share`);
    const page = await t.app.inject({ url: `/api${link.json().url}` });
    expect(page.json().preparedFor).toEqual({
      name: 'Desert Rose Perfumes',
      nameAr: 'مارينا موتورز',
    });
    const pdf = await t.app.inject({ url: page.json().pdfUrl });
    expect(await pdfText(pdf.rawPayload)).toContain('Prepared for Desert Rose Perfumes');
  });

  it('refuses a client of another organisation, for a campaign and for a proposal', async () => {
    const owner = await buildCustomer(db());
    const other = await buildCustomer(db());
    const screen = await buildLoopScreen(db());
    const theirs = await addClient(other.id);

    const booked = await book(owner.id, screen.id, { clientId: theirs.id });
    expect(booked.statusCode).toBe(422);
    expect(booked.json()).toMatchObject({
      code: 'organisation.clientUnknown',
      errors: { clientId: 'Choose one of your organisation’s clients.' },
    });
    const proposal = await as(owner.id, 'POST', '/api/proposals', {
      clientId: theirs.id,
      items: [bookingItem({ ledId: screen.id })],
    });
    expect(proposal.statusCode).toBe(422);
    // Nothing was booked or proposed.
    const [counts] = await queryRows<{ campaigns: number; proposals: number }>(
      db(),
      sql`select (select count(*)::int from campaigns where customer_id = ${owner.id}) as campaigns,
        (select count(*)::int from proposals where customer_id = ${owner.id}) as proposals`,
    );
    expect(counts).toEqual({ campaigns: 0, proposals: 0 });
  });
});

describe('tax invoices addressed to the client', () => {
  /** Books a campaign for the client, approves its orders, and issues its invoice. */
  async function invoiceFor(ownerId: number, clientId: number | undefined) {
    const screen = await buildLoopScreen(db());
    const booked = await book(ownerId, screen.id, clientId ? { clientId } : {});
    expect(booked.statusCode).toBe(201);
    const campaignId = booked.json().id as number;
    await db().execute(sql`update orders set status_code = 1 where campaign_id = ${campaignId}`);
    const paid = await as(ownerId, 'POST', `/api/campaigns/${campaignId}/payment`, {
      method: 'invoice',
    });
    expect(paid.statusCode).toBe(200);
    return paid.json() as { invoiceNumber: string; invoiceUrl: string };
  }

  const invoiceText = async (customerId: number, url: string) =>
    pdfText((await as(customerId, 'GET', url)).rawPayload);

  it('prints the client as the buyer, as it was when the invoice was issued', async () => {
    const owner = await buildCustomer(db(), {
      companyName: 'Gulf Media Agency',
      trn: '100111111111111',
    });
    const planner = await buildMember(db(), owner.id, 'planner');
    const input = clientInput({ name: 'Oasis Water Co', trn: '100222222222222' });
    const client = await addClient(owner.id, input);

    // The agency is the buyer by default; only the owner changes that.
    const toAgency = await invoiceFor(owner.id, client.id);
    const agencyText = await invoiceText(owner.id, toAgency.invoiceUrl);
    expect(agencyText).toContain('Gulf Media Agency');
    expect(agencyText).toContain('TRN: 100111111111111');
    expect(agencyText).not.toContain('100222222222222');
    const byPlanner = await as(planner.id, 'PUT', '/api/organisation/invoice-addressee', {
      invoiceAddressee: 'client',
    });
    expect(byPlanner.statusCode).toBe(403);
    const set = await as(owner.id, 'PUT', '/api/organisation/invoice-addressee', {
      invoiceAddressee: 'client',
    });
    expect(set.json()).toMatchObject({ invoiceAddressee: 'client' });

    const toClient = await invoiceFor(owner.id, client.id);
    const text = await invoiceText(owner.id, toClient.invoiceUrl);
    expect(text).toContain('Oasis Water Co');
    expect(text).toContain('TRN: 100222222222222');
    expect(text).toContain(input.billingAddress.split('\n')[0]);
    expect(text).not.toContain('100111111111111');
    // A campaign that names no client is still the agency's.
    const noClient = await invoiceFor(owner.id, undefined);
    expect(await invoiceText(owner.id, noClient.invoiceUrl)).toContain('TRN: 100111111111111');

    // The e-invoice's buyer party is the client too.
    const xml = (await as(owner.id, 'GET', `/api/invoices/${toClient.invoiceNumber}.xml`)).body;
    const buyer = xml.slice(xml.indexOf('<cac:AccountingCustomerParty>'));
    expect(buyer).toContain('<cbc:CompanyID>100222222222222</cbc:CompanyID>');
    expect(buyer).toContain('<cbc:RegistrationName>Oasis Water Co</cbc:RegistrationName>');

    // A later edit of the client leaves the issued invoice as it was.
    const edited = await as(owner.id, 'PUT', `/api/organisation/clients/${client.id}`, {
      ...input,
      name: 'Oasis Water Holding',
      trn: '100333333333333',
    });
    expect(edited.statusCode).toBe(200);
    const after = await invoiceText(owner.id, toClient.invoiceUrl);
    expect(after).toContain('Oasis Water Co');
    expect(after).toContain('TRN: 100222222222222');
    expect(after).not.toContain('100333333333333');
  });
});
