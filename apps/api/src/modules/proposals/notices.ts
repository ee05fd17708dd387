import type { Db } from '../../db/client';
import { translator } from '../../i18n';
import { defineNotice, tellCustomer, type Reader } from '../notifications';
import type { ProposalRow } from './repository';

type Event =
  | { kind: 'viewed'; views: number }
  | { kind: 'approved'; client: string; email: string; campaignId: number }
  | { kind: 'declined'; client: string; email: string };

type Told = Event & { id: number; name: string | null };

const proposalNotice = defineNotice(
  'proposal.event',
  ({ kind, id, name, ...details }: Told, { language }: Reader) => {
    const t = translator(language, 'notices');
    const shown = name ?? t('proposal.untitled', { id });
    return {
      title: t(`proposal.${kind}.title`),
      message: t(`proposal.${kind}.message`, { name: shown, ...details }),
    };
  },
);

/**
 * Tells the proposal's planner (the account when the planner has left) of a view, an approval or a
 * decline, in their language, in the caller's transaction: a notice in the app, no email.
 */
export async function notifyPlanner(db: Db, row: ProposalRow, event: Event): Promise<void> {
  await tellCustomer(db, { customerId: row.createdBy ?? row.customerId }, proposalNotice, {
    ...event,
    id: row.id,
    name: row.name,
  });
}
