import type { ScreenHealth } from '@screenspot/contracts/player';
import i18next from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../../lib/api-client';
import { usePairPlayer, useRevokePlayer, useScreenHealth } from '../api/screen-players';
import { formatDate } from '../../../../components/console/format';
import admin from '../../../../components/console/console.module.css';
import { PlayerCommands } from './player-commands';
import { TableHead } from '../../../../components/console/table-head';
import styles from './screen-players.module.css';
import { ErrorText } from '../../../../components/ui/error-text';
import { MutationButton } from '../../../../components/ui/mutation-button';
import { BodyPanel } from '../../../../components/console/body-panel';

type PlayerRow = ScreenHealth['players'][number];

const statusColours: Record<PlayerRow['status'], string> = {
  online: 'status-green',
  offline: 'status-red',
  waiting: 'status-grey',
  revoked: 'status-grey',
};

const shortDate = { day: 'numeric', month: 'short' } as const;
const tr = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'admin', ...options });
/** What a pairing code looks like (the same in every language). */
const codeExample = 'ABC123';

function ago(iso: string | null): string {
  if (!iso) return tr('players.never');
  const seconds = Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 1000));
  if (seconds < 60) return tr('players.secondsAgo', { count: seconds });
  if (seconds < 3600) return tr('players.minutesAgo', { count: Math.round(seconds / 60) });
  if (seconds < 86_400) return tr('players.hoursAgo', { count: Math.round(seconds / 3600) });
  return formatDate(iso, shortDate);
}

/** Under a screen: its players (online or not, manifest, seq gaps), today's plays, pair and revoke. */
export function ScreenPlayers({ screenId }: { screenId: number }) {
  const { t } = useTranslation('admin');
  const health = useScreenHealth(screenId);
  const data = health.data;
  const percent =
    data && data.expectedToday > 0
      ? Math.min(100, Math.round((data.playsToday / data.expectedToday) * 100))
      : null;
  const online = data?.players.filter((p) => p.status === 'online').length ?? 0;

  return (
    <BodyPanel
      id="screen-players"
      title={t('players.title')}
      className={styles.panel}
      aside={
        data ? (
          <span className={styles.zone}>
            {t('players.today', { date: data.today, zone: data.timezone })}
          </span>
        ) : null
      }
    >
      <ErrorText error={health.error} className={styles.error} />
      <dl className={styles.stats}>
        <div>
          <dt>{t('players.playsToday')}</dt>
          <dd>
            <span data-testid="plays-today">
              {data
                ? t('players.ofExpected', {
                    done: data.playsToday,
                    expected: data.expectedToday,
                  })
                : '…'}
            </span>
            <span
              className={styles.meter}
              role="progressbar"
              aria-label={t('players.meter')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent ?? 0}
            >
              <span style={{ width: `${percent ?? 0}%` }} />
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('players.playersOnline')}</dt>
          <dd>
            {data
              ? t('players.ofExpected', {
                  done: online,
                  expected: data.players.filter((p) => p.status !== 'revoked').length,
                })
              : '…'}
          </dd>
        </div>
        <div>
          <dt>{t('players.manifest')}</dt>
          <dd className={styles.version}>{data?.manifestVersion?.slice(0, 10) ?? '…'}</dd>
        </div>
      </dl>
      {data && data.players.length > 0 ? (
        <PlayersTable screenId={screenId} health={data} />
      ) : data ? (
        <p className={styles.empty}>{t('players.noPlayer')}</p>
      ) : null}
      {data && data.players.some((p) => p.status === 'online' || p.status === 'offline') ? (
        <PlayerCommands
          screenId={screenId}
          playerIds={data.players
            .filter((p) => p.status === 'online' || p.status === 'offline')
            .map((p) => p.playerId)}
        />
      ) : null}
      <PairForm screenId={screenId} />
    </BodyPanel>
  );
}

function PlayersTable({ screenId, health }: { screenId: number; health: ScreenHealth }) {
  const { t } = useTranslation('admin');
  return (
    <table className={`${admin.table} ${styles.table}`}>
      <TableHead
        columns={[
          t('players.player'),
          t('players.status'),
          t('players.lastHeartbeat'),
          t('players.manifestColumn'),
          { label: t('players.seqGaps'), numeric: true },
          t('players.signatures'),
          { label: t('common.actions'), hidden: true },
        ]}
      />
      <tbody>
        {health.players.map((player) => (
          <tr key={player.playerId} data-testid={`player-${player.playerId}`}>
            <td data-label={t('players.player')} className={admin.primaryCell}>
              {t('players.number', { id: player.playerId })}
              <span className={admin.secondary}>
                {t('players.paired', { date: formatDate(player.pairedAt, shortDate) })}
              </span>
            </td>
            <td data-label={t('players.status')}>
              <span className={`badge ${statusColours[player.status]}`}>
                {t(`players.${player.status}`)}
              </span>
            </td>
            <td data-label={t('players.lastHeartbeat')} className={admin.mono}>
              {ago(player.lastSeenAt)}
            </td>
            <td data-label={t('players.manifestColumn')} className={admin.mono}>
              {player.manifestVersion === null
                ? '—'
                : player.manifestVersion === health.manifestVersion
                  ? t('players.upToDate')
                  : t('players.behind')}
            </td>
            <td data-label={t('players.seqGaps')} className={admin.numeric}>
              {player.seqGaps}
            </td>
            <td data-label={t('players.signatures')}>
              {player.signs ? (
                <span
                  className={`badge ${player.signatureRefusals > 0 ? 'status-red' : 'status-green'}`}
                >
                  {player.signatureRefusals > 0
                    ? t('players.signatureRefusals', { count: player.signatureRefusals })
                    : t('players.signed')}
                </span>
              ) : (
                <span className="badge status-grey">{t('players.unsigned')}</span>
              )}
            </td>
            <td data-label="">
              {player.status === 'revoked' ? null : (
                <RevokeButton screenId={screenId} playerId={player.playerId} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RevokeButton({ screenId, playerId }: { screenId: number; playerId: number }) {
  const { t } = useTranslation('admin');
  const revoke = useRevokePlayer(screenId);
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button type="button" className="btn btn-ghost" onClick={() => setConfirming(true)}>
        {t('players.revoke')}
      </button>
    );
  }
  return (
    <span className={styles.confirm}>
      <MutationButton mutation={revoke} input={playerId} variant="danger">
        {revoke.isPending ? t('players.revoking') : t('players.revokePlayer', { id: playerId })}
      </MutationButton>
      <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
        {t('common.keep')}
      </button>
    </span>
  );
}

function PairForm({ screenId }: { screenId: number }) {
  const { t } = useTranslation('admin');
  const pair = usePairPlayer(screenId);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const error =
    pair.error instanceof ApiRequestError
      ? (pair.error.errors.code ?? pair.error.message)
      : pair.error?.message;

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    pair.mutate(code, {
      onSuccess: ({ playerId }) => {
        setCode('');
        setNotice(t('players.pairedNotice', { id: playerId }));
      },
    });
  }

  return (
    <form className={styles.pair} onSubmit={submit} noValidate>
      <div className="field">
        <label className="field-label" htmlFor={`pair-code-${screenId}`}>
          {t('players.pairCode')}
        </label>
        <div className={styles.pairRow}>
          <input
            id={`pair-code-${screenId}`}
            className={`input ltr ${styles.codeInput}`}
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            maxLength={7}
            autoComplete="off"
            spellCheck={false}
            placeholder={codeExample}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `pair-code-${screenId}-error` : undefined}
          />
          <button type="submit" className="btn btn-primary" disabled={pair.isPending}>
            {pair.isPending ? t('players.pairing') : t('players.pair')}
          </button>
        </div>
        <ErrorText
          id={`pair-code-${screenId}-error`}
          error={error}
          className="field-error"
          inline
        />
        {notice ? (
          <span className={styles.notice} role="status">
            {notice}
          </span>
        ) : null}
      </div>
    </form>
  );
}
