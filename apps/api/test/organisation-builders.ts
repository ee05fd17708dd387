import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OrganisationRole } from '@screenspot/contracts/organisation';
import type { Db } from '../src/db/client';
import { organisationInvites, organisationMembers, organisations } from '../src/db/schema';
import { hashToken } from '../src/modules/auth';
import { buildCustomer } from './builders';

/** The organisation a customer owns (made for every customer by a trigger). */
export async function organisationOf(db: Db, customerId: number) {
  const [row] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.accountCustomerId, customerId));
  return row!;
}

/** A new customer who is a member of the owner's organisation, in a role. */
export async function buildMember(
  db: Db,
  ownerId: number,
  role: OrganisationRole,
  overrides: Parameters<typeof buildCustomer>[1] = {},
) {
  const organisation = await organisationOf(db, ownerId);
  const member = await buildCustomer(db, overrides);
  await db
    .update(organisationMembers)
    .set({ organisationId: organisation.id, role })
    .where(eq(organisationMembers.customerId, member.id));
  return member;
}

/** An invite of the owner's organisation, with the token of its link. */
export async function buildInvite(
  db: Db,
  ownerId: number,
  overrides: Partial<typeof organisationInvites.$inferInsert> = {},
) {
  const organisation = await organisationOf(db, ownerId);
  const token = randomBytes(24).toString('base64url');
  const [row] = await db
    .insert(organisationInvites)
    .values({
      organisationId: organisation.id,
      email: `invitee-${randomBytes(4).toString('hex')}@example.com`,
      role: 'planner',
      tokenHash: hashToken(token),
      invitedBy: ownerId,
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
      ...overrides,
    })
    .returning();
  return { ...row!, token };
}

export async function setApprovalLimit(db: Db, ownerId: number, cents: number | null) {
  await db
    .update(organisations)
    .set({ approvalLimitCents: cents })
    .where(eq(organisations.accountCustomerId, ownerId));
}
