import { playerCommandKinds, type PlayerCommandKind } from '@screenspot/contracts/player';
import type { PlayerCommand } from '@screenspot/contracts/screen-health';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useOfflineAlert,
  useScreenCommands,
  useScreenScreenshots,
  useSendCommand,
  useSetOfflineAlert,
} from '../api/screen-health';
import { formatAge, formatDateTime } from '../../../../components/console/format';
import admin from '../../../../components/console/console.module.css';
import { TableHead } from '../../../../components/console/table-head';
import styles from './player-commands.module.css';
import { ErrorText } from '../../../../components/ui/error-text';
import { ScreenshotGrid, ScreenshotTile } from '../../../../components/ui/screenshot-tile';

const tones: Record<PlayerCommand['status'], string> = {
  pending: 'status-grey',
  delivered: 'status-grey',
  done: 'status-green',
  failed: 'status-red',
};

/**
 * Under a screen's players: reload a player, re-sync or clear its cache. Each command waits for
 * the player's next heartbeat and shows its state as the player acknowledges it (live).
 */
export function PlayerCommands({ screenId, playerIds }: { screenId: number; playerIds: number[] }) {
  const { t } = useTranslation('admin');
  const commands = useScreenCommands(screenId);
  const send = useSendCommand(screenId);
  const [notice, setNotice] = useState<string | null>(null);

  const ask = (playerId: number, kind: PlayerCommandKind) => {
    setNotice(null);
    send.mutate(
      { playerId, kind },
      { onSuccess: () => setNotice(t('health.commands.sentNotice', { id: playerId })) },
    );
  };

  return (
    <section className={styles.commands} aria-labelledby={`commands-${screenId}`}>
      <h3 id={`commands-${screenId}`} className={styles.title}>
        {t('health.commands.title')}
      </h3>
      {playerIds.map((playerId) => (
        <div
          key={playerId}
          className={styles.actions}
          role="group"
          aria-label={t('health.commands.send', { id: playerId })}
        >
          <span className={styles.who}>{t('players.number', { id: playerId })}</span>
          {playerCommandKinds.map((kind) => (
            <button
              key={kind}
              type="button"
              className="btn btn-secondary"
              disabled={send.isPending}
              onClick={() => ask(playerId, kind)}
            >
              {t(`health.commands.${kind}`)}
            </button>
          ))}
        </div>
      ))}
      <ErrorText error={send.error} className={styles.error} />
      {notice ? (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      {commands.data && commands.data.length > 0 ? (
        <table className={`${admin.table} ${styles.table}`}>
          <TableHead
            columns={[
              t('health.commands.command'),
              t('health.commands.player'),
              t('health.commands.status'),
              t('health.commands.sent'),
            ]}
          />
          <tbody>
            {commands.data.map((command) => (
              <tr key={command.id} data-testid={`command-${command.id}`}>
                <td data-label={t('health.commands.command')}>
                  {t(`health.commands.${command.kind}`)}
                </td>
                <td data-label={t('health.commands.player')}>
                  {t('players.number', { id: command.playerId })}
                </td>
                <td data-label={t('health.commands.status')}>
                  <span className={`badge ${tones[command.status]}`}>
                    {t(`health.commands.statusName.${command.status}`)}
                  </span>
                  {command.error ? <span className={admin.secondary}>{command.error}</span> : null}
                </td>
                <td data-label={t('health.commands.sent')}>
                  {Date.now() - Date.parse(command.createdAt) < 60_000
                    ? t('format.justNow')
                    : t('health.ago', { age: formatAge(command.createdAt) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : commands.data ? (
        <p className={styles.empty}>{t('health.commands.none')}</p>
      ) : null}
      <LatestScreenshots screenId={screenId} />
      <OfflineAlertForm screenId={screenId} />
    </section>
  );
}

/** The newest frames players sent of this screen, with when and their sha256. */
function LatestScreenshots({ screenId }: { screenId: number }) {
  const { t } = useTranslation('admin');
  const shots = useScreenScreenshots(screenId);
  if (!shots.data || shots.data.length === 0) return null;
  return (
    <ScreenshotGrid label={t('health.shots.title')}>
      {shots.data.map((shot) => (
        <ScreenshotTile
          key={shot.id}
          shot={shot}
          testId={`screenshot-${shot.id}`}
          alt={t('health.shots.alt', { time: formatDateTime(shot.takenAt) })}
          hashLabel={(hash) => t('health.shots.hash', { hash })}
        >
          <span className={styles.shotTime}>{formatDateTime(shot.takenAt)}</span>
        </ScreenshotTile>
      ))}
    </ScreenshotGrid>
  );
}

/** How long the screen may be silent in opening hours before operators are alerted. */
function OfflineAlertForm({ screenId }: { screenId: number }) {
  const { t } = useTranslation('admin');
  const current = useOfflineAlert(screenId);
  const save = useSetOfflineAlert(screenId);
  const [value, setValue] = useState<string | null>(null);
  const shown = value ?? (current.data ? String(current.data.minutes) : '');
  const id = `offline-alert-${screenId}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(Number(shown), { onSuccess: () => setValue(null) });
  }

  return (
    <form className={styles.alert} onSubmit={submit} noValidate>
      <label htmlFor={id} className="field-label">
        {t('health.alert.label')}
      </label>
      <span className={styles.alertRow}>
        <input
          id={id}
          className={`input ltr ${styles.minutes}`}
          type="number"
          inputMode="numeric"
          min={1}
          max={1440}
          value={shown}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={save.error ? true : undefined}
          aria-describedby={save.error ? `${id}-error` : undefined}
        />
        <span>{t('health.alert.minutes')}</span>
        <button type="submit" className="btn btn-secondary" disabled={save.isPending}>
          {t('health.alert.save')}
        </button>
        {save.isSuccess && value === null ? (
          <span role="status" className={styles.notice}>
            {t('health.alert.saved')}
          </span>
        ) : null}
      </span>
      <ErrorText id={`${id}-error`} error={save.error} className="field-error" inline />
    </form>
  );
}
