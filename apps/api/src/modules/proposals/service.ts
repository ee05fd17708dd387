// A planner's proposals (decision 0056): made from a quote, optionally holding their cells, shared
// by an unguessable link and revoked. Prices and impressions come from the booking module's quote.
import { randomBytes } from 'node:crypto';
import type { BookingItem, Quote } from '@screenspot/contracts/booking-api';
import type { Proposal, ProposalLink, ProposalState } from '@screenspot/contracts/proposal';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { hashToken } from '../auth';
import {
  bookingRules,
  checkUnpaidCaps,
  holdCells,
  prepareBooking,
  quoteValidUntil,
  releaseHeldCells,
  toQuote,
  withRetry,
  type BookingRules,
  type CellRequest,
} from '../booking';
import type { ErrorKey } from '../../error-messages';
import { clientNamesById } from '../organisations';
import type { ClientName } from '@screenspot/contracts/organisation-client';
import * as repository from './repository';
import type { ProposalRow } from './repository';

export const proposalMessages = {
  notFound: 'proposal.notFound',
  linkNotFound: 'proposal.linkNotFound',
  revoked: 'proposal.revoked',
  expired: 'proposal.expired',
  answered: 'proposal.answered',
  notOpen: 'proposal.notOpen',
  changed: 'proposal.changed',
  tooSoon: 'proposal.tooSoon',
  noMockup: 'proposal.noMockup',
} as const satisfies Record<string, ErrorKey>;

/** What proposals need of the rules: booking's, and how long a proposal lasts at most. */
export type ProposalRules = BookingRules & { holdHours: number };

/** The booking rules a proposal follows, and how long its cells may be held. */
export function proposalRules({ config, clock }: Pick<AppDeps, 'config' | 'clock'>): ProposalRules {
  return { ...bookingRules(config, clock), holdHours: config.PROPOSAL_HOLD_HOURS };
}

/** A proposal is read at most this many at a time: the list is bounded. */
const listLimit = 100;

/** Open, but its time is up (the sweep may not have come by yet): it reads as expired. */
export function stateOf(row: ProposalRow, now: Date): ProposalState {
  return row.state === 'open' && row.expiresAt <= now ? 'expired' : row.state;
}

export function toProposal(row: ProposalRow, now: Date, preparedFor: ClientName | null): Proposal {
  return {
    id: row.id,
    name: row.name,
    note: row.note,
    state: stateOf(row, now),
    held: row.held,
    expiresAt: row.expiresAt.toISOString(),
    shared: row.tokenHash !== null,
    views: row.views,
    quote: row.quote as unknown as Quote,
    campaignId: row.campaignId,
    client:
      row.clientName && row.clientEmail && row.decidedAt
        ? { name: row.clientName, email: row.clientEmail, at: row.decidedAt.toISOString() }
        : null,
    preparedFor,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Proposals as their planners read them, with the names of the clients they are for. */
export async function toProposals(db: Db, rows: ProposalRow[], now: Date): Promise<Proposal[]> {
  const names = await clientNamesById(
    db,
    rows.map((row) => row.clientId),
  );
  return rows.map((row) => toProposal(row, now, (row.clientId && names.get(row.clientId)) || null));
}

/**
 * The end of a proposal: `holdHours` after it is made, and never later than the minimum lead time
 * before its first cell, so a client's approval can still book every cell it proposed.
 */
export function proposalExpiry(rules: ProposalRules, now: Date, firstCellAt: Date): Date {
  const byHours = now.getTime() + rules.holdHours * 3_600_000;
  const byLead = firstCellAt.getTime() - rules.minLeadMinutes * 60_000;
  return new Date(Math.min(byHours, byLead));
}

/**
 * Makes a proposal from quote items, priced by the booking module's quote code. With `hold`, its
 * cells are held in the ledger within the organisation's caps on unpaid holds (a held proposal
 * counts as an unpaid campaign), in one transaction: 409 lists cells without room, or names the cap.
 */
export async function createProposal(
  db: Db,
  input: {
    accountId: number;
    memberId: number;
    name?: string;
    note?: string;
    hold: boolean;
    items: BookingItem[];
    /** The organisation's client it is for (decision 0060), already checked to be theirs. */
    clientId?: number | null;
  },
  rules: ProposalRules,
): Promise<Proposal> {
  const now = rules.now();
  const prepared = await prepareBooking(db, input.items, rules);
  const quote = toQuote(
    prepared.map((p) => p.wire),
    quoteValidUntil(now),
  );
  const cells: CellRequest[] = prepared.flatMap((p) => p.cells);
  const firstCellAt = new Date(Math.min(...prepared.map((p) => p.firstCellAt.getTime())));
  const expiresAt = proposalExpiry(rules, now, firstCellAt);
  if (expiresAt.getTime() - now.getTime() < 60_000) {
    throw new HttpError(409, proposalMessages.tooSoon);
  }
  const row = await withRetry(() =>
    db.transaction(async (tx) => {
      if (input.hold) {
        await checkUnpaidCaps(tx, input.accountId, prepared, rules);
        await holdCells(tx, cells);
      }
      return repository.insertProposal(tx, {
        customerId: input.accountId,
        createdBy: input.memberId,
        name: input.name ?? null,
        note: input.note ?? null,
        clientId: input.clientId ?? null,
        items: input.items,
        quote: quote as unknown as Record<string, unknown>,
        cells,
        totalCents: quote.totalCents,
        held: input.hold,
        expiresAt,
      });
    }),
  );
  const [proposal] = await toProposals(db, [row], now);
  return proposal!;
}

async function own(db: Db, accountId: number, id: number, lock = false) {
  const row = await repository.findOwn(db, accountId, id, lock);
  // Another organisation's proposal answers exactly like a missing one.
  if (!row) throw new HttpError(404, proposalMessages.notFound);
  return row;
}

export async function getProposal(db: Db, accountId: number, id: number, now: Date) {
  const [proposal] = await toProposals(db, [await own(db, accountId, id)], now);
  return proposal!;
}

export async function listProposals(db: Db, accountId: number, now: Date) {
  const rows = await repository.listOwn(db, accountId, listLimit);
  return toProposals(db, rows, now);
}

/**
 * A new link for an open proposal: 32 random bytes, shown once; only its SHA-256 is kept, so the
 * database alone cannot open it. Sharing again replaces the link (the old one stops working).
 */
export async function shareProposal(
  db: Db,
  accountId: number,
  id: number,
  now: Date,
): Promise<ProposalLink> {
  const row = await own(db, accountId, id);
  if (stateOf(row, now) !== 'open') throw new HttpError(409, proposalMessages.notOpen);
  const token = randomBytes(32).toString('base64url');
  await repository.setToken(db, row.id, hashToken(token));
  return { token, url: `/p/${token}` };
}

/**
 * Withdraws a proposal: its link answers 410 from then on, and a hold gives its cells back. An
 * answered proposal cannot be withdrawn (409); withdrawing twice changes nothing.
 */
export async function revokeProposal(db: Db, accountId: number, id: number, now: Date) {
  await withRetry(() =>
    db.transaction(async (tx) => {
      const row = await own(tx, accountId, id, true);
      if (row.state === 'revoked') return;
      if (row.state === 'approved' || row.state === 'declined') {
        throw new HttpError(409, proposalMessages.answered);
      }
      if (row.held) await releaseHeldCells(tx, row.cells as CellRequest[]);
      await repository.finish(tx, row.id, { state: 'revoked' });
    }),
  );
  return getProposal(db, accountId, id, now);
}
