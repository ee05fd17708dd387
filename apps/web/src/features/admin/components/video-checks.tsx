import { limits } from '@screenspot/contracts/limits';
import { parseScreenSize } from '@screenspot/contracts/billboard';
import type { AdminOrder } from '@screenspot/contracts/admin';
import { formatBytes } from '../lib/format';
import { Icon } from './icons';
import type { VideoFrame } from './order-video';
import styles from './moderation.module.css';

type Check = { label: string; detail: string; ok: boolean | null };

function checks(order: AdminOrder, frame: VideoFrame | null): Check[] {
  const screen = parseScreenSize(order.screen.size);
  const overBy = order.video.durationSeconds - order.screen.duration;
  const portrait = (size: { width: number; height: number }) => size.height > size.width;
  return [
    {
      label: 'Length',
      detail:
        overBy > 0
          ? `${order.video.durationSeconds} s, ${overBy.toFixed(1)} s over the ${order.screen.duration} s limit`
          : `${order.video.durationSeconds} s of ${order.screen.duration} s allowed`,
      ok: overBy <= 0,
    },
    {
      label: 'File',
      detail: `${formatBytes(order.video.bytes)} ${order.video.contentType.replace('video/', '').toUpperCase()}`,
      ok: order.video.bytes <= limits.maxVideoBytes,
    },
    {
      label: 'Frame',
      detail: frame
        ? `${frame.width}×${frame.height} for a ${order.screen.size} screen`
        : `Screen is ${order.screen.size}`,
      ok: frame && screen ? portrait(frame) === portrait(screen) : null,
    },
  ];
}

/** What the operator checks against the screen's limits, at a glance. */
export function VideoChecks({ order, frame }: { order: AdminOrder; frame: VideoFrame | null }) {
  return (
    <ul className={styles.checks} aria-label="Checks against the screen's limits">
      {checks(order, frame).map((check) => (
        <li key={check.label} className={styles.check} data-ok={String(check.ok)}>
          <span className={styles.checkIcon}>
            {check.ok === null ? '·' : <Icon name={check.ok ? 'check' : 'cross'} size={16} />}
          </span>
          <span>
            <strong>{check.label}</strong> {check.detail}
            {check.ok === false ? <span className="visually-hidden"> (does not fit)</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
