import { describe, expect, it } from 'vitest';
import { acrossMigration, customersAndScreens, rowsOf } from '../../test/migrations';

// Migration 0026 run on a database of accounts made before organisations: each becomes the owner
// of its own organisation, and keeps every campaign, order, invoice and token it had.

describe('migration 0026: organisations', () => {
  it('makes each account the owner of its organisation, with every campaign and invoice', async () => {
    await acrossMigration('0026_organisations', async (client, migrateRest) => {
      await client.exec(customersAndScreens(3, ['Marina']));
      await client.exec(`
        insert into campaigns (customer_id, name)
        select c.id, 'Campaign ' || c.id || '-' || g from customers c, generate_series(1, 2) g;
        insert into orders (customer_id, campaign_id, screen_id, price_cents)
        select k.customer_id, k.id, (select id from screens limit 1), 24000 from campaigns k;
        insert into invoices (number, campaign_id, customer_id, method, status, subtotal_cents,
                              vat_cents, total_cents, aed_rate, supply_date, supplier, buyer)
        select 'INV-' || lpad(k.id::text, 6, '0'), k.id, k.customer_id, 'invoice', 'open', 24000,
               1200, 25200, 3.6725, current_date, '{}', '{}'
        from campaigns k where k.name like '%-1';
        insert into api_tokens (customer_id, name, prefix, token_hash, scopes)
        select id, 'Token', 'ss_live_' || id, 'hash' || id, '["read"]' from customers;`);
      const snapshot = (table: string) =>
        rowsOf<{ id: number; customer_id: number }>(
          client,
          `select id, customer_id from ${table} order by id`,
        );
      const before = {
        campaigns: await snapshot('campaigns'),
        orders: await snapshot('orders'),
        invoices: await snapshot('invoices'),
        api_tokens: await snapshot('api_tokens'),
      };
      expect(before.campaigns).toHaveLength(6);
      expect(before.invoices).toHaveLength(3);

      await migrateRest();

      const owners = await rowsOf<{
        customer: number;
        organisation: number;
        role: string;
        account: number;
      }>(
        client,
        `select m.customer_id as customer, m.organisation_id as organisation, m.role,
                o.account_customer_id as account
         from organisation_members m join organisations o on o.id = m.organisation_id
         order by m.customer_id`,
      );
      expect(owners).toHaveLength(3);
      for (const owner of owners) {
        expect(owner).toMatchObject({ role: 'owner', account: owner.customer });
      }
      const organisationOf = new Map(owners.map((o) => [o.customer, o.organisation]));
      for (const table of Object.keys(before) as (keyof typeof before)[]) {
        const after = await rowsOf<{
          id: number;
          customer_id: number;
          organisation_id: number;
          created_by: number;
        }>(client, `select id, customer_id, organisation_id, created_by from ${table} order by id`);
        expect(
          after.map(({ id, customer_id }) => ({ id, customer_id })),
          table,
        ).toEqual(before[table]);
        for (const row of after) {
          expect(row.organisation_id, table).toBe(organisationOf.get(row.customer_id));
          expect(row.created_by, table).toBe(row.customer_id);
        }
      }
    });
  });
});
