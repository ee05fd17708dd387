import { organisationRoles, type OrganisationRole } from '@screenspot/contracts/organisation';
import { describe, expect, it } from 'vitest';
import { roleRefusedMessage, routeRoles } from '../../src/modules/organisations';
import { sessionCookie } from '../builders';
import { buildMember } from '../organisation-builders';
import { matrix } from './authorization-matrix.table';
import { useFixturesApp, type Caller } from './fixtures';
import { callMatrixRow } from './matrix-call';

// The role matrix, generated from the route list: every customer route (a visitor gets 401, a
// signed-in customer gets past the door) × every role in customer A's organisation, and the same
// roles in customer B's organisation on the routes that name A's objects, who get A's 404.

const { t, fx } = useFixturesApp();

const customerRoutes = Object.keys(matrix).filter((key) => {
  const [visitor, customer] = matrix[key]!.expect;
  // The player's routes refuse everyone without a player's own credentials: not customer routes.
  return visitor === 401 && customer !== 401 && customer !== 403;
});
/** Routes that name one of A's objects: B answers 404 there. */
const namesObjectOfA = (key: string) => matrix[key]!.expect[2] === 404;
/** Leaving changes who the caller is for every later row: its own tests cover it. */
const leaves = 'POST /api/organisation/leave';
/** Each call hashes a password: an allowed role is shown past the gate by a 400 for an empty body. */
const slow = new Set([
  'POST /api/user/credentials/change',
  'POST /api/user/credentials/confirm',
  'POST /api/user/password/change',
]);

type Team = Record<OrganisationRole, Caller>;
const teams: { a?: Team; b?: Team } = {};

async function teamOf(ownerId: number): Promise<Team> {
  const entries = await Promise.all(
    organisationRoles.map(async (role) => {
      const id = role === 'owner' ? ownerId : (await buildMember(fx.db, ownerId, role)).id;
      const caller: Caller = { role: 'customerA', id, cookie: await sessionCookie(fx.db, id) };
      return [role, caller] as const;
    }),
  );
  return Object.fromEntries(entries) as Team;
}

async function call(key: string, caller: Caller) {
  if (!slow.has(key)) return callMatrixRow(t.app, fx, key, caller);
  const [method, url] = key.split(' ') as ['POST', string];
  return t.app.inject({ method, url, headers: { cookie: caller.cookie! }, payload: {} });
}

describe('role matrix', () => {
  it('gives every customer route its roles in one table, and no other route', () => {
    expect(customerRoutes.filter((key) => !(key in routeRoles))).toEqual([]);
    expect(Object.keys(routeRoles).filter((key) => !customerRoutes.includes(key))).toEqual([]);
  });

  it.each(customerRoutes.filter((key) => key !== leaves))('%s', async (key) => {
    teams.a ??= await teamOf(fx.a.id);
    teams.b ??= await teamOf(fx.b.id);
    const allowed = routeRoles[key]!;
    const answers: Record<string, number> = {};
    const expected: Record<string, number | string> = {};
    for (const role of organisationRoles) {
      const res = await call(key, teams.a[role]);
      answers[`A ${role}`] = res.statusCode === 403 ? 403 : 0;
      expected[`A ${role}`] = allowed.includes(role) ? 0 : 403;
      if (res.statusCode === 403 && !allowed.includes(role)) {
        expect(res.json()).toMatchObject({
          code: roleRefusedMessage,
          message: 'Your role in this organisation does not allow this.',
        });
      }
      if (!namesObjectOfA(key)) continue;
      const other = await call(key, teams.b[role]);
      answers[`B ${role}`] = other.statusCode;
      expected[`B ${role}`] = allowed.includes(role) ? 404 : 403;
    }
    // 0: past the role check (the route's own answer, whatever it is).
    expect(answers).toEqual(expected);
  });
});
