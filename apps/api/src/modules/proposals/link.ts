// What a proposal's link does with no account (decision 0056): show the plan, decline it, and
// approve it with a one-time code sent to the client's email, which books it as a campaign once.
import type { Language } from '@screenspot/contracts/language';
import type { ProposalAnswer, PublicProposal } from '@screenspot/contracts/proposal';
import type { BookingItem, Quote } from '@screenspot/contracts/booking-api';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import {
  checkCode,
  codeErrors,
  hashToken,
  issueCode,
  assertResendAllowed,
  mailCode,
  takeAttempt,
  tooManyCodeTries,
  tooManyCodesSent,
  useCodes,
  type AuthDeps,
  type Limit,
} from '../auth';
import {
  book,
  CapacityError,
  prepareBooking,
  releaseHeldCells,
  withRetry,
  type CellRequest,
  type PreparedItem,
} from '../booking';
import {
  screenMockup,
  screenMockupBytes,
  screensWithMockup,
  type ScreenMockupDeps,
} from '../mockups';
import { alternativesFor } from './alternatives';
import { notifyPlanner } from './notices';
import { messageOfWords } from '../../i18n';
import * as repository from './repository';
import type { ProposalRow } from './repository';
import { proposalMessages, stateOf, toProposals, type ProposalRules } from './service';

const hourMs = 3_600_000;
/** A view is told to the planner at most once an hour per proposal (a reload is not news). */
const viewNoticeMs = hourMs;

/** Code requests per link an hour, whoever asks: nobody can mail-bomb through one link. */
const codeRequestLimits = (tokenHash: string): Limit[] => [
  {
    key: `proposal-code:${tokenHash}`,
    max: 5,
    windowMs: hourMs,
    resetsOnSuccess: false,
    message: tooManyCodesSent,
  },
];

/** Wrong codes count per proposal, not against the organisation's own sign-in codes. */
const codeGuessLimits = (proposalId: number): Limit[] => [
  {
    key: `code:proposal:${proposalId}`,
    max: 10,
    windowMs: hourMs,
    resetsOnSuccess: true,
    message: tooManyCodeTries,
  },
];

const purposeOf = (row: ProposalRow) => `proposal:${row.id}` as const;

/** The proposal behind a link: 404 for a token never issued, 410 once revoked or expired. */
async function openLink(db: Db, token: string, now: Date, lock = false) {
  const row = await repository.findByToken(db, hashToken(token), lock);
  if (!row) throw new HttpError(404, proposalMessages.linkNotFound);
  const state = stateOf(row, now);
  if (state === 'revoked') throw new HttpError(410, proposalMessages.revoked);
  if (state === 'expired') throw new HttpError(410, proposalMessages.expired);
  return row;
}

/** An open link whose proposal still waits for an answer (409 once answered). */
async function openForAnswer(db: Db, token: string, now: Date, lock = false) {
  const row = await openLink(db, token, now, lock);
  if (row.state !== 'open') throw new HttpError(409, proposalMessages.answered);
  return row;
}

async function publicView(db: Db, row: ProposalRow, token: string, now: Date) {
  const proposal = (await toProposals(db, [row], now))[0]!;
  const quote = row.quote as unknown as Quote;
  const ids = quote.items.map((item) => item.ledId);
  const [organisation, screens, withMockup] = await Promise.all([
    repository.organisationOfAccount(db, row.customerId),
    repository.screensOf(db, ids),
    screensWithMockup(db, ids),
  ]);
  const byId = new Map(screens.map((s) => [s.id, s]));
  const { preparedFor } = proposal;
  return {
    name: proposal.name,
    note: proposal.note,
    from: organisation?.name ?? '',
    state: proposal.state,
    held: proposal.held,
    expiresAt: proposal.expiresAt,
    quote: proposal.quote,
    screens: quote.items.map((item) => {
      const screen = byId.get(item.ledId);
      return {
        ledId: item.ledId,
        name: screen?.name ?? item.billboardName,
        nameAr: screen?.nameAr ?? null,
        location: screen?.location ?? null,
        locationAr: screen?.locationAr ?? null,
        photoUrl: screen?.hasPhoto ? `/api/files?ledId=${item.ledId}` : null,
        mockupUrl: withMockup.has(item.ledId)
          ? `/api/p/${token}/screens/${item.ledId}/mockup.png`
          : null,
      };
    }),
    client: proposal.client,
    preparedFor: preparedFor ? { name: preparedFor.name, nameAr: preparedFor.nameAr } : null,
    pdfUrl: `/api/p/${token}/proposal.pdf`,
  } satisfies PublicProposal;
}

/** What the link shows; an open proposal's view is counted and told to its planner. */
export async function viewProposal(db: Db, token: string, now: Date): Promise<PublicProposal> {
  const row = await openLink(db, token, now);
  if (row.state === 'open') {
    await db.transaction(async (tx) => {
      const seen = await repository.countView(tx, row.id);
      if (!seen) return;
      if (seen.previous && now.getTime() - seen.previous.getTime() < viewNoticeMs) return;
      await notifyPlanner(tx, row, { kind: 'viewed', views: seen.views });
    });
  }
  return publicView(db, (await repository.findByToken(db, hashToken(token)))!, token, now);
}

/**
 * The plan for the PDF, without counting a view, with the pictures it can embed: each screen's
 * mock-up where its display area is marked, else its photo.
 */
export async function proposalForPdf(deps: ScreenMockupDeps, token: string, now: Date) {
  const { db } = deps;
  const row = await openLink(db, token, now);
  const view = await publicView(db, row, token, now);
  const photos = await repository.screenPhotos(
    db,
    view.screens.map((s) => s.ledId),
  );
  const pictures = new Map(photos.map((p) => [p.screenId, p.bytes]));
  for (const screen of view.screens) {
    if (!screen.mockupUrl) continue;
    const mockup = await screenMockupBytes(deps, screen.ledId);
    if (mockup) pictures.set(screen.ledId, mockup);
  }
  return { view, photos: pictures };
}

/**
 * A screen's mock-up for whoever holds the link: 404 for a token never issued, a screen not in
 * the plan or one without a marked area; 410 once the link is withdrawn or expired.
 */
export async function proposalScreenMockup(
  deps: ScreenMockupDeps,
  token: string,
  ledId: number,
  now: Date,
) {
  const row = await openLink(deps.db, token, now);
  const quote = row.quote as unknown as Quote;
  const found = quote.items.some((item) => item.ledId === ledId)
    ? await screenMockup(deps, ledId)
    : null;
  if (!found) throw new HttpError(404, proposalMessages.noMockup);
  return found;
}

/**
 * Sends the client a one-time code to approve with (the product's code mail, in the page's
 * language): at most 5 requests a link an hour and one a minute, and the usual caps per address.
 */
export async function requestApprovalCode(
  deps: Pick<AuthDeps, 'db' | 'hasher' | 'messenger'>,
  token: string,
  answer: ProposalAnswer & { email: string },
  language: Language,
  now: Date,
): Promise<void> {
  const { db } = deps;
  const row = await openForAnswer(db, token, now);
  await takeAttempt(db, codeRequestLimits(hashToken(token)));
  await assertResendAllowed(db, row.customerId, purposeOf(row));
  const code = await issueCode(db, deps.hasher, {
    customerId: row.customerId,
    purpose: purposeOf(row),
    channel: 'email',
    destination: answer.email,
    payload: { name: answer.name },
  });
  await mailCode(deps.messenger, answer.email, 'proposal', code, language, `/p/${token}`);
}

/** The plan priced again now; 409 when it is no longer what the client was shown. */
async function samePlan(db: Db, row: ProposalRow, rules: ProposalRules): Promise<PreparedItem[]> {
  let prepared: PreparedItem[];
  try {
    prepared = await prepareBooking(db, row.items as BookingItem[], rules);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      throw new HttpError(409, proposalMessages.changed);
    }
    throw error;
  }
  const total = prepared.reduce((sum, p) => sum + p.quote.totalCents, 0);
  const cells = prepared.reduce((sum, p) => sum + p.cells.length, 0);
  if (total !== row.totalCents || cells !== (row.cells as CellRequest[]).length) {
    throw new HttpError(409, proposalMessages.changed);
  }
  return prepared;
}

/** The client's code for this proposal, checked against the email it was sent to. */
async function clientCode(
  db: Db,
  hasher: AuthDeps['hasher'],
  row: ProposalRow,
  input: { email: string; code: string },
) {
  const checked = await checkCode(
    db,
    hasher,
    row.customerId,
    purposeOf(row),
    input.code,
    codeGuessLimits(row.id),
  );
  if ('error' in checked) return checked;
  // The code proves this address: it must be the one it was sent to.
  if (checked.row.destination.toLowerCase() !== input.email.toLowerCase()) {
    return { error: codeErrors.wrong };
  }
  return checked;
}

/**
 * The client's approval, in one transaction: the proposal locked first and still open (however
 * many approvals race, the others wait here and then find it answered: 409), the code checked and
 * used, the proposal marked approved, its own hold given back and the campaign booked by the
 * booking module (capacity and caps checked again; 409 lists the cells no longer free, with
 * alternatives). A wrong code ends the transaction normally, so its try stays counted.
 */
export async function approveProposal(
  deps: Pick<AuthDeps, 'db' | 'hasher'>,
  token: string,
  input: { name: string; email: string; code: string },
  rules: ProposalRules,
): Promise<PublicProposal> {
  const { db } = deps;
  const now = rules.now();
  const row = await openForAnswer(db, token, now);
  const prepared = await samePlan(db, row, rules);
  const organisation = await repository.organisationOfAccount(db, row.customerId);
  let refused: string | null;
  try {
    refused = await withRetry(() =>
      db.transaction(async (tx) => {
        const locked = await openForAnswer(tx, token, now, true);
        const checked = await clientCode(tx, deps.hasher, locked, input);
        if ('error' in checked) return checked.error;
        await useCodes(tx, [checked.row]);
        // Answered first, so the caps count the campaign in place of this proposal's hold.
        await repository.finish(tx, locked.id, {
          state: 'approved',
          clientName: input.name,
          clientEmail: input.email,
        });
        const booked = await book(
          tx,
          {
            customerId: locked.customerId,
            name: locked.name,
            prepared,
            spend: {
              createdBy: locked.createdBy ?? locked.customerId,
              limitCents: organisation?.approvalLimitCents ?? null,
              memberCount: organisation?.memberCount ?? 1,
            },
            takeOver: locked.held ? (locked.cells as CellRequest[]) : undefined,
            // The campaign is for the client the plan was prepared for (decision 0060).
            clientId: locked.clientId,
          },
          rules,
        );
        await repository.setCampaign(tx, locked.id, booked.campaignId);
        await notifyPlanner(tx, locked, {
          kind: 'approved',
          client: input.name,
          email: input.email,
          campaignId: booked.campaignId,
        });
        return null;
      }),
    );
  } catch (error) {
    if (!(error instanceof CapacityError)) throw error;
    const planned = row.cells as CellRequest[];
    const alternatives = await alternativesFor(db, error.cells, planned, rules);
    throw new HttpError(409, error.text, undefined, { cells: error.cells, alternatives });
  }
  if (refused) {
    const text = messageOfWords(refused, 'code.wrong');
    throw new HttpError(400, text, { code: text });
  }
  return publicView(db, (await repository.findByToken(db, hashToken(token)))!, token, now);
}

/** The client's decline: the proposal ends, and a hold gives its cells back. */
export async function declineProposal(
  db: Db,
  token: string,
  answer: { name: string; email: string },
  now: Date,
): Promise<PublicProposal> {
  await withRetry(() =>
    db.transaction(async (tx) => {
      const locked = await openForAnswer(tx, token, now, true);
      if (locked.held) await releaseHeldCells(tx, locked.cells as CellRequest[]);
      await repository.finish(tx, locked.id, {
        state: 'declined',
        clientName: answer.name,
        clientEmail: answer.email,
      });
      await notifyPlanner(tx, locked, {
        kind: 'declined',
        client: answer.name,
        email: answer.email,
      });
    }),
  );
  return publicView(db, (await repository.findByToken(db, hashToken(token)))!, token, now);
}
