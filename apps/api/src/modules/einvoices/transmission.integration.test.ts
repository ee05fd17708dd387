import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp, type TestApp } from '../../../test/app';
import { buildLoopScreen } from '../../../test/booking-builders';
import { buildCustomer, buildOperator, requestsAs } from '../../../test/builders';
import { approvedCampaign } from '../../../test/payment-builders';
import { xmlFile, xmllintNoout } from '../../../test/xmllint';
import { einvoiceTransmissions } from '../../db/schema';

/**
 * A stand-in for the ASP: records every POST and answers by the document's number, as the test
 * sets it (a 500 first, a rejection, or acceptance).
 */
type Received = { headers: IncomingHttpHeaders; body: string; number: string };
type Behaviour = 'accept' | 'fail-once' | 'reject';

function standInAsp() {
  const received: Received[] = [];
  const behaviour = new Map<string, Behaviour>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const number = String(request.headers['x-document-number']);
      const earlier = received.filter((r) => r.number === number).length;
      received.push({ headers: request.headers, body, number });
      const mode = behaviour.get(number) ?? 'accept';
      response.setHeader('content-type', 'application/json');
      if (mode === 'fail-once' && earlier === 0) {
        response.statusCode = 500;
        response.end(JSON.stringify({ error: 'temporarily unavailable' }));
      } else if (mode === 'reject') {
        response.statusCode = 422;
        response.end(JSON.stringify({ reason: 'IBT-048: the buyer TRN is not registered' }));
      } else {
        response.end(JSON.stringify({ status: 'accepted', id: `ASP-${number}` }));
      }
    });
  });
  return {
    received,
    behaviour,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/documents`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const asp = standInAsp();
let aspUrl = '';
beforeAll(async () => {
  aspUrl = await asp.start();
});
afterAll(() => asp.stop());

const settings = {
  EINVOICE_ASP_TOKEN: 'asp-token-for-tests-0123456789',
  EINVOICE_DISPATCH_SECONDS: '1',
  EINVOICE_RETRY_SECONDS: '1',
};

/** A new customer's approved campaign, invoiced (bank transfer): its invoice number. */
async function issueInvoice(t: TestApp): Promise<string> {
  const db = t.database.db;
  const customer = await buildCustomer(db, { trn: '100456789000003' });
  const screen = await buildLoopScreen(db);
  const campaign = await approvedCampaign(t.app, db, customer.id, [{ ledId: screen.id }]);
  const res = await requestsAs(t)(
    customer.id,
    'POST',
    `/api/campaigns/${campaign.campaignId}/payment`,
    {
      method: 'invoice',
    },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().invoiceNumber as string;
}

/** Waits until the document's transmission has left `pending` (the jobs run on their own). */
async function settled(t: TestApp, number: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [row] = await t.database.db
      .select()
      .from(einvoiceTransmissions)
      .where(eq(einvoiceTransmissions.documentNumber, number));
    if (row && row.status !== 'pending') return row;
    if (Date.now() > deadline) throw new Error(`${number} is still ${row?.status ?? 'unrecorded'}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('sending e-invoices through the ASP', () => {
  // The URL is known once the stand-in listens: the app is built after it.
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp({ ...settings, EINVOICE_ASP_URL: aspUrl }));
  });
  afterAll(() => t.close?.());

  it('retries a 500 on the job queue, then records the acceptance; the console shows it', async () => {
    const number = await issueInvoice(t);
    asp.behaviour.set(number, 'fail-once');
    const row = await settled(t, number);
    expect(row).toMatchObject({
      status: 'accepted',
      driver: 'asp',
      attempts: 2,
      reason: null,
      providerReference: `ASP-${number}`,
    });

    const attempts = asp.received.filter((r) => r.number === number);
    expect(attempts).toHaveLength(2);
    // The same key on both attempts, our token, and the invoice as XML.
    expect(attempts[0]!.headers['idempotency-key']).toBe(`screenspot-invoice-${number}`);
    expect(attempts[1]!.headers['idempotency-key']).toBe(attempts[0]!.headers['idempotency-key']);
    expect(attempts[0]!.headers.authorization).toBe(`Bearer ${settings.EINVOICE_ASP_TOKEN}`);
    expect(attempts[0]!.headers['content-type']).toBe('application/xml');
    expect(attempts[1]!.body).toBe(attempts[0]!.body);
    expect(attempts[0]!.body).toContain(`<cbc:ID>${number}</cbc:ID>`);
    expect(xmllintNoout(xmlFile(attempts[0]!.body)).status).toBe(0);

    const operator = await buildOperator(t.database.db);
    const list = await requestsAs(t)(operator.id, 'GET', '/api/admin/einvoices?status=accepted');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(
      expect.objectContaining({
        documentKind: 'invoice',
        documentNumber: number,
        status: 'accepted',
        attempts: 2,
        driver: 'asp',
      }),
    );
  });

  it('records a rejection with its reason and does not retry it', async () => {
    const number = await issueInvoice(t);
    asp.behaviour.set(number, 'reject');
    const row = await settled(t, number);
    expect(row.status).toBe('rejected');
    expect(row.reason).toBe('HTTP 422: IBT-048: the buyer TRN is not registered');
    expect(asp.received.filter((r) => r.number === number)).toHaveLength(1);
    const operator = await buildOperator(t.database.db);
    const list = await requestsAs(t)(operator.id, 'GET', '/api/admin/einvoices?status=rejected');
    expect(list.json()).toContainEqual(
      expect.objectContaining({ documentNumber: number, reason: row.reason }),
    );
  });

  it('queues a document again an hour after its job ran out of retries', async () => {
    const number = await issueInvoice(t);
    expect((await settled(t, number)).status).toBe('accepted');
    // As its row stands once five attempts failed while the ASP was down, an hour ago.
    await t.database.db
      .update(einvoiceTransmissions)
      .set({
        status: 'pending',
        reason: 'Attempt 5 failed: the ASP answered HTTP 503',
        queuedAt: sql`now() - interval '61 minutes'`,
      })
      .where(eq(einvoiceTransmissions.documentNumber, number));
    const row = await settled(t, number);
    expect(row).toMatchObject({ status: 'accepted', reason: null });
    const sent = asp.received.filter((r) => r.number === number);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers['idempotency-key']).toBe(sent[0]!.headers['idempotency-key']);
  });

  it('sends each document exactly once with two instances running the jobs', async () => {
    const peer = await t.buildPeer();
    try {
      const numbers: string[] = [];
      for (let i = 0; i < 6; i += 1) numbers.push(await issueInvoice(t));
      for (const number of numbers) {
        expect((await settled(t, number)).status).toBe('accepted');
      }
      for (const number of numbers) {
        expect(asp.received.filter((r) => r.number === number)).toHaveLength(1);
      }
    } finally {
      await peer.close();
    }
  });
});

describe('the default driver', () => {
  const t = useTestApp({ EINVOICE_DISPATCH_SECONDS: '1' });

  it('writes each issued document to the outbox folder and table', async () => {
    const number = await issueInvoice(t);
    const row = await settled(t, number);
    expect(row).toMatchObject({ status: 'sent', driver: 'outbox', fileName: `${number}.xml` });
    const file = path.join(t.dataDir, 'einvoice-outbox', `${number}.xml`);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(row.xml);
    expect(xmllintNoout(file)).toEqual({ status: 0, errors: '' });
    // Nothing went to the ASP: it is not configured here.
    expect(asp.received.some((r) => r.number === number && r.body === row.xml)).toBe(false);
  });
});
