import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { buildLoopScreen } from './booking-builders';
import { usePostgresInstances } from './postgres-instances';
import { buildCustomer, sessionCookie } from './builders';
import { approvedCampaign } from './payment-builders';

// Two instances of the service on one real PostgreSQL server (DATABASE_URL, else the local one):
// invoice numbers come from a counter row locked in the issuing transaction, never from memory.
const instances = usePostgresInstances('pay');

describe('invoice numbers with two instances on one PostgreSQL', () => {
  it('stay sequential without gaps under 50 concurrent payments', async () => {
    const db = instances[0]!.database.db;
    const screen = await buildLoopScreen(db, { loopSlots: 60 });
    const payers: { cookie: string; campaignId: number }[] = [];
    for (let i = 0; i < 50; i += 1) {
      const customer = await buildCustomer(db);
      const { campaignId } = await approvedCampaign(instances[0]!.app, db, customer.id, [
        { ledId: screen.id },
      ]);
      payers.push({ cookie: await sessionCookie(db, customer.id), campaignId });
    }
    // Every payer also pays a second time at once, on the other instance: one invoice each.
    const answers = await Promise.all(
      payers.flatMap((payer, i) =>
        [0, 1].map((k) =>
          instances[(i + k) % 2]!.app.inject({
            method: 'POST',
            url: `/api/campaigns/${payer.campaignId}/payment`,
            headers: { cookie: payer.cookie },
            payload: { method: 'invoice' },
          }),
        ),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 409)).toHaveLength(50);
    const numbers = answers
      .filter((res) => res.statusCode === 200)
      .map((res) => Number((res.json() as { invoiceNumber: string }).invoiceNumber.slice(4)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const [counter] = await queryRows<{ last_number: number }>(
      db,
      sql`select last_number from document_counters where series = 'invoice'`,
    );
    expect(Number(counter!.last_number)).toBe(50);
  });
});
