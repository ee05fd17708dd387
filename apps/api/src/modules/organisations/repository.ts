import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customers,
  organisationInvites,
  organisationMembers,
  organisations,
} from '../../db/schema';
import type { InviteRole, OrganisationRole } from '@screenspot/contracts/organisation';
import { columnsOf } from '../../db/select-columns';
import { findRow } from '../../db/find-row';

export type Membership = {
  organisationId: number;
  /** The customer id the organisation's rows are keyed on (decision 0053). */
  accountId: number;
  role: OrganisationRole;
  memberCount: number;
  approvalLimitCents: number | null;
};

/** The organisation a customer acts for, in which role, and how many members it has. */
export async function findMembership(db: Db, customerId: number): Promise<Membership | null> {
  const [row] = await db
    .select({
      organisationId: organisations.id,
      accountId: organisations.accountCustomerId,
      role: organisationMembers.role,
      approvalLimitCents: organisations.approvalLimitCents,
      memberCount: sql<number>`(select count(*)::int from ${organisationMembers} m
        where m.organisation_id = ${organisations.id})`,
    })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(organisationMembers.customerId, customerId))
    .limit(1);
  return row ?? null;
}

export function findOrganisation(db: Db, organisationId: number) {
  return findRow(db, organisations, eq(organisations.id, organisationId));
}

/** The organisation whose account key is the customer: the one they own and return to. */
export function findHomeOrganisation(db: Db, customerId: number) {
  return findRow(db, organisations, eq(organisations.accountCustomerId, customerId));
}

export function listMembers(db: Db, organisationId: number) {
  return db
    .select({
      customerId: customers.id,
      name: sql<string>`${customers.name} || ' ' || ${customers.surname}`,
      email: customers.email,
      role: organisationMembers.role,
      joinedAt: organisationMembers.joinedAt,
    })
    .from(organisationMembers)
    .innerJoin(customers, eq(customers.id, organisationMembers.customerId))
    .where(eq(organisationMembers.organisationId, organisationId))
    .orderBy(asc(organisationMembers.joinedAt), asc(customers.id));
}

export async function countMembers(db: Db, organisationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(organisationMembers)
    .where(eq(organisationMembers.organisationId, organisationId));
  return row?.n ?? 0;
}

export function openInvites(db: Db, organisationId: number, now: Date) {
  return db
    .select(columnsOf(organisationInvites, 'id', 'email', 'role', 'expiresAt'))
    .from(organisationInvites)
    .where(
      and(
        eq(organisationInvites.organisationId, organisationId),
        isNull(organisationInvites.acceptedAt),
        isNull(organisationInvites.revokedAt),
        gt(organisationInvites.expiresAt, now),
      ),
    )
    .orderBy(desc(organisationInvites.id));
}

export async function insertInvite(
  db: Db,
  invite: {
    organisationId: number;
    email: string;
    role: InviteRole;
    tokenHash: string;
    invitedBy: number;
    expiresAt: Date;
  },
) {
  const [row] = await db
    .insert(organisationInvites)
    .values(invite)
    .returning(columnsOf(organisationInvites, 'id', 'email', 'role', 'expiresAt'));
  return row!;
}

export async function revokeInvite(db: Db, organisationId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(organisationInvites)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(organisationInvites.id, id),
        eq(organisationInvites.organisationId, organisationId),
        isNull(organisationInvites.acceptedAt),
        isNull(organisationInvites.revokedAt),
      ),
    )
    .returning({ id: organisationInvites.id });
  return rows.length > 0;
}

/** The invite of a link, with its organisation's name; locked when a transaction asks to use it. */
export async function findInviteByHash(db: Db, tokenHash: string, lock = false) {
  const query = db
    .select({
      id: organisationInvites.id,
      organisationId: organisationInvites.organisationId,
      organisationName: organisations.name,
      ...columnsOf(organisationInvites, 'email', 'role', 'expiresAt', 'acceptedAt', 'revokedAt'),
    })
    .from(organisationInvites)
    .innerJoin(organisations, eq(organisations.id, organisationInvites.organisationId))
    .where(eq(organisationInvites.tokenHash, tokenHash))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: organisationInvites }) : await query;
  return row ?? null;
}

export async function markInviteUsed(db: Db, id: number, customerId: number) {
  await db
    .update(organisationInvites)
    .set({ acceptedAt: new Date(), acceptedBy: customerId })
    .where(eq(organisationInvites.id, id));
}

/** Moves a customer's one membership to an organisation, in a role. */
export async function setMembership(
  db: Db,
  customerId: number,
  organisationId: number,
  role: OrganisationRole,
) {
  await db
    .insert(organisationMembers)
    .values({ customerId, organisationId, role })
    .onConflictDoUpdate({
      target: organisationMembers.customerId,
      set: { organisationId, role, joinedAt: new Date() },
    });
}

export async function setRole(
  db: Db,
  organisationId: number,
  customerId: number,
  role: OrganisationRole,
): Promise<boolean> {
  const rows = await db
    .update(organisationMembers)
    .set({ role })
    .where(
      and(
        eq(organisationMembers.organisationId, organisationId),
        eq(organisationMembers.customerId, customerId),
      ),
    )
    .returning({ id: organisationMembers.customerId });
  return rows.length > 0;
}

export function findMember(db: Db, organisationId: number, customerId: number) {
  return findRow(
    db,
    organisationMembers,
    and(
      eq(organisationMembers.organisationId, organisationId),
      eq(organisationMembers.customerId, customerId),
    ),
  );
}

export async function setApprovalLimit(db: Db, organisationId: number, cents: number | null) {
  await db
    .update(organisations)
    .set({ approvalLimitCents: cents })
    .where(eq(organisations.id, organisationId));
}

export async function customerEmail(db: Db, customerId: number) {
  const [row] = await db
    .select(columnsOf(customers, 'email', 'language'))
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ?? null;
}
