import { defaultLanguage } from '@screenspot/contracts/language';
import type { Db } from '../../db/client';
import { translator } from '../../i18n';
import { notifyCustomer } from '../notifications';
import * as repository from './repository';
import type { ProposalRow } from './repository';

type Event =
  | { kind: 'viewed'; views: number }
  | { kind: 'approved'; client: string; email: string; campaignId: number }
  | { kind: 'declined'; client: string; email: string };

/**
 * Tells the proposal's planner (the account when the planner has left) of a view, an approval or a
 * decline, in their language, in the caller's transaction: a notice in the app, no email.
 */
export async function notifyPlanner(db: Db, row: ProposalRow, event: Event): Promise<void> {
  const customerId = row.createdBy ?? row.customerId;
  const language = (await repository.languageOf(db, customerId)) ?? defaultLanguage;
  const t = translator(language, 'notices');
  const name = row.name ?? t('proposal.untitled', { id: row.id });
  const { kind, ...details } = event;
  await notifyCustomer(db, {
    customerId,
    title: t(`proposal.${kind}.title`),
    message: t(`proposal.${kind}.message`, { name, ...details }),
  });
}
