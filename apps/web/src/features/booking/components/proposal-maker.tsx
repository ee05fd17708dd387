import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorText } from '../../../components/ui/error-text';
import { useCreateProposal } from '../api/proposals';
import type { ScheduleChoice } from '../schedule';
import styles from './proposal-maker.module.css';

/**
 * The booking page's other way out (decision 0056): instead of booking, send the plan to a client
 * as a proposal, with a note, holding its spots while the client decides when asked.
 */
export function ProposalMaker({
  name,
  clientId,
  items,
}: {
  name: string;
  /** The client chosen on the booking page: the proposal is prepared for it (decision 0060). */
  clientId?: number;
  items: (ScheduleChoice & { ledId: number })[] | null;
}) {
  const { t } = useTranslation('booking');
  const id = useId();
  const [note, setNote] = useState('');
  const [hold, setHold] = useState(true);
  const create = useCreateProposal();
  const navigate = useNavigate();
  return (
    <details className={styles.maker} data-testid="proposal-maker">
      <summary>{t('proposal.make.summary')}</summary>
      <p className={styles.hint}>{t('proposal.make.hint')}</p>
      <label className={styles.field} htmlFor={`${id}-note`}>
        {t('proposal.make.note')}
      </label>
      <textarea
        id={`${id}-note`}
        className={styles.note}
        maxLength={2000}
        rows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <label className={styles.hold}>
        <input type="checkbox" checked={hold} onChange={(event) => setHold(event.target.checked)} />
        {t('proposal.make.hold')}
      </label>
      <ErrorText error={create.error} />
      <button
        type="button"
        className="btn btn-secondary btn-block"
        disabled={!items || create.isPending}
        onClick={() =>
          create.mutate(
            {
              name: name.trim() || undefined,
              note: note.trim() || undefined,
              hold,
              clientId,
              items: items!,
            },
            { onSuccess: (proposal) => void navigate(`/proposals#proposal-${proposal.id}`) },
          )
        }
      >
        {create.isPending ? t('proposal.make.making') : t('proposal.make.button')}
      </button>
    </details>
  );
}
