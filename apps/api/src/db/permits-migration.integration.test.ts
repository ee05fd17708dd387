import { describe, expect, it } from 'vitest';
import { acrossMigration, customersAndScreens, rowsOf } from '../../test/migrations';

// Migration 0032 run on a database from before every screen required content permits
// (decision 0062): orders paid or completed on screens that did not require permits are
// grandfathered; screens that already required them keep holding uncovered days back; nothing is
// exempt until an operator says so.

describe('migration 0032: every screen requires content permits', () => {
  it('grandfathers the orders already paid where permits were not required, and no other', async () => {
    await acrossMigration('0032_permits_always', async (client, migrateRest) => {
      // Three screens: no rule row, a rule row without permits, a rule row requiring them.
      await client.exec(customersAndScreens(1, ['no rule', 'not required', 'required']));
      await client.exec(`
        insert into screen_category_rules (screen_id, blocked_categories, permit_required)
        select id, '{banking}', name = 'required' from screens where name <> 'no rule';
        insert into orders (customer_id, screen_id, price_cents, status_code)
        select (select id from customers), s.id, 24000, st
        from screens s, unnest(array[0, 1, 2, 3, 4, 5, 6, 7]) st;`);

      await migrateRest();

      const grandfathered = await rowsOf<{ screen: string; status_code: number }>(
        client,
        `select s.name as screen, o.status_code from orders o join screens s on s.id = o.screen_id
         where o.permit_grandfathered order by s.name, o.status_code`,
      );
      // Paid (2) and completed (4) orders, on the two screens that did not require permits.
      expect(grandfathered).toEqual([
        { screen: 'no rule', status_code: 2 },
        { screen: 'no rule', status_code: 4 },
        { screen: 'not required', status_code: 2 },
        { screen: 'not required', status_code: 4 },
      ]);
      const rules = await rowsOf<{ screen: string; permit_exempt: boolean; blocked: string[] }>(
        client,
        `select s.name as screen, r.permit_exempt, r.blocked_categories as blocked
         from screen_category_rules r join screens s on s.id = r.screen_id order by s.name`,
      );
      // No screen is exempt by the migration, and the rest of a rule row is kept.
      expect(rules).toEqual([
        { screen: 'not required', permit_exempt: false, blocked: ['banking'] },
        { screen: 'required', permit_exempt: false, blocked: ['banking'] },
      ]);
      // An order paid from now on is not grandfathered.
      await client.exec(`
        insert into orders (customer_id, screen_id, price_cents, status_code)
        select (select id from customers), id, 24000, 2 from screens where name = 'no rule';`);
      const [newest] = await rowsOf<{ permit_grandfathered: boolean }>(
        client,
        'select permit_grandfathered from orders order by id desc limit 1',
      );
      expect(newest).toEqual({ permit_grandfathered: false });
    });
  });
});
