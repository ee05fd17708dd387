import { describe, expect, it } from 'vitest';
import { acrossMigration, customersAndScreens, rowsOf } from '../../test/migrations';

// Migration 0033 run on a history written before reasons had keys: the system's own reasons gain
// their key (and a bank transfer its reference), and an operator's typed words stay without one.

describe('migration 0033: history reasons by key', () => {
  it('gives the system’s reasons their keys and leaves typed words alone', async () => {
    await acrossMigration('0033_history_reasons_by_key', async (client, migrateRest) => {
      await client.exec(customersAndScreens(1, ['Marina']));
      await client.exec(`
        insert into orders (customer_id, screen_id, price_cents)
        select id, (select id from screens limit 1), 24000 from customers;
        insert into order_status_history (order_id, from_status, to_status, reason)
        select o.id, 0, 7, r.reason
        from orders o, (values ('The hold lapsed before payment'),
                               ('Bank transfer received (SSP-7-42)'),
                               ('Too dark at night'),
                               (null)) as r(reason);`);

      await migrateRest();

      const rows = await rowsOf<{
        reason: string | null;
        reason_key: string | null;
        reason_values: unknown;
      }>(client, 'select reason, reason_key, reason_values from order_status_history order by id');
      expect(rows).toEqual([
        { reason: 'The hold lapsed before payment', reason_key: 'holdLapsed', reason_values: null },
        {
          reason: 'Bank transfer received (SSP-7-42)',
          reason_key: 'bankTransferReceived',
          reason_values: { reference: 'SSP-7-42' },
        },
        { reason: 'Too dark at night', reason_key: null, reason_values: null },
        { reason: null, reason_key: null, reason_values: null },
      ]);
    });
  });
});
