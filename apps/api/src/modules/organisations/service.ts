import { randomBytes } from 'node:crypto';
import {
  inviteDays,
  type InviteRole,
  type Organisation,
  type OrganisationRole,
} from '@screenspot/contracts/organisation';
import type { Messenger } from '../../adapters/messages';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { hashToken } from '../auth';
import * as repository from './repository';
import type { Membership } from './repository';
import type { ErrorKey } from '../../error-messages';

export const organisationErrors = {
  notFound: 'organisation.memberNotFound',
  inviteNotFound: 'organisation.inviteNotFound',
  inviteUsed: 'organisation.inviteUsed',
  inviteExpired: 'organisation.inviteExpired',
  alreadyMember: 'organisation.alreadyMember',
  ownerCannotLeave: 'organisation.ownerCannotLeave',
  ownerCannotJoin: 'organisation.ownerCannotJoin',
  ownerRole: 'organisation.ownerRole',
  selfRemove: 'organisation.selfRemove',
  alreadyInvited: 'organisation.alreadyInvited',
  leaveOwn: 'organisation.leaveOwn',
} as const satisfies Record<string, ErrorKey>;

export type OrganisationDeps = { db: Db; messenger: Messenger; now: () => Date };

export async function organisationView(
  db: Db,
  member: Membership,
  now: Date,
): Promise<Organisation> {
  const organisation = await repository.findOrganisation(db, member.organisationId);
  if (!organisation) throw new HttpError(404, organisationErrors.notFound);
  const [members, invites] = await Promise.all([
    repository.listMembers(db, member.organisationId),
    member.role === 'owner' ? repository.openInvites(db, member.organisationId, now) : [],
  ]);
  return {
    id: organisation.id,
    name: organisation.name,
    role: member.role,
    approvalLimitCents: organisation.approvalLimitCents,
    invoiceAddressee: organisation.invoiceAddressee,
    members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
    invites: invites.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString() })),
  };
}

/** Makes a single-use invite link for 7 days and mails it; the link is also answered once. */
export async function invite(
  deps: OrganisationDeps,
  member: Membership & { customerId: number },
  input: { email: string; role: InviteRole },
) {
  const organisation = await repository.findOrganisation(deps.db, member.organisationId);
  if (!organisation) throw new HttpError(404, organisationErrors.notFound);
  const name = organisation.name;
  const open = await repository.openInvites(deps.db, member.organisationId, deps.now());
  if (open.some((i) => i.email === input.email)) {
    throw new HttpError(409, organisationErrors.alreadyInvited, {
      email: organisationErrors.alreadyInvited,
    });
  }
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(deps.now().getTime() + inviteDays * 86_400_000);
  const row = await repository.insertInvite(deps.db, {
    organisationId: member.organisationId,
    email: input.email,
    role: input.role,
    tokenHash: hashToken(token),
    invitedBy: member.customerId,
    expiresAt,
  });
  const path = `/invite/${token}`;
  await deps.messenger.sendMail({
    to: input.email,
    subject: `You are invited to ${name} on ScreenSpot`,
    title: `Join ${name}`,
    paragraphs: [
      `You are invited to join ${name} as ${input.role}.`,
      `The link works once, until ${expiresAt.toUTCString()}.`,
    ],
    link: { path, label: 'Accept the invite' },
  });
  return { ...row, expiresAt: row.expiresAt.toISOString(), url: path };
}

/** An invite link that can still be used, or 404 (unknown, revoked) / 410 (used, expired). */
function usable<T extends { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }>(
  invite: T | null,
  now: Date,
): T {
  if (!invite || invite.revokedAt) throw new HttpError(404, organisationErrors.inviteNotFound);
  if (invite.acceptedAt) throw new HttpError(410, organisationErrors.inviteUsed);
  if (invite.expiresAt <= now) throw new HttpError(410, organisationErrors.inviteExpired);
  return invite;
}

export async function previewInvite(db: Db, token: string, now: Date) {
  const invite = usable(await repository.findInviteByHash(db, hashToken(token)), now);
  return {
    organisationName: invite.organisationName,
    email: invite.email,
    role: invite.role,
    expiresAt: invite.expiresAt.toISOString(),
  };
}

/**
 * The signed-in person joins the invite's organisation in its role, once: the invite row is locked
 * and marked used in the same transaction. Someone who owns an organisation with other members
 * cannot leave it this way; their own organisation's rows stay keyed on them for when they return.
 */
export async function acceptInvite(db: Db, customerId: number, token: string, now: Date) {
  return db.transaction(async (tx) => {
    const invite = usable(await repository.findInviteByHash(tx, hashToken(token), true), now);
    const current = await repository.findMembership(tx, customerId);
    if (current?.organisationId === invite.organisationId) {
      throw new HttpError(409, organisationErrors.alreadyMember);
    }
    if (current?.role === 'owner' && current.memberCount > 1) {
      throw new HttpError(409, organisationErrors.ownerCannotJoin);
    }
    await repository.setMembership(tx, customerId, invite.organisationId, invite.role);
    await repository.markInviteUsed(tx, invite.id, customerId);
    return { organisationId: invite.organisationId };
  });
}

/** A member leaves, or the owner removes one: they go back to their own organisation as its owner. */
async function backHome(db: Db, customerId: number) {
  const home = await repository.findHomeOrganisation(db, customerId);
  if (!home) throw new HttpError(404, organisationErrors.notFound);
  await repository.setMembership(db, customerId, home.id, 'owner');
}

export async function leave(db: Db, customerId: number, member: Membership) {
  if (member.accountId === customerId) {
    throw new HttpError(
      409,
      member.memberCount > 1 ? organisationErrors.ownerCannotLeave : organisationErrors.leaveOwn,
    );
  }
  await backHome(db, customerId);
}

export async function removeMember(
  db: Db,
  owner: Membership & { customerId: number },
  customerId: number,
) {
  if (customerId === owner.customerId) throw new HttpError(409, organisationErrors.selfRemove);
  const found = await repository.findMember(db, owner.organisationId, customerId);
  if (!found) throw new HttpError(404, organisationErrors.notFound);
  await backHome(db, customerId);
}

export async function changeRole(
  db: Db,
  owner: Membership & { customerId: number },
  customerId: number,
  role: OrganisationRole,
) {
  if (customerId === owner.customerId) throw new HttpError(409, organisationErrors.ownerRole);
  const changed = await repository.setRole(db, owner.organisationId, customerId, role);
  if (!changed) throw new HttpError(404, organisationErrors.notFound);
}

export async function revokeInvite(db: Db, member: Membership, id: number) {
  const revoked = await repository.revokeInvite(db, member.organisationId, id);
  if (!revoked) throw new HttpError(404, organisationErrors.inviteNotFound);
}

export async function setApprovalLimit(db: Db, member: Membership, cents: number | null) {
  await repository.setApprovalLimit(db, member.organisationId, cents);
}
