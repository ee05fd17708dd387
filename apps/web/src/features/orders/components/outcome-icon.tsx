import { LineIcon } from '../../../components/ui/icons';
import styles from './outcome.module.css';

const paths = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  clock: 'M12 7v5l3 2M12 21a9 9 0 110-18 9 9 0 010 18z',
  cross: 'M7 7l10 10M17 7L7 17',
};

/** The round icon at the top of an outcome screen. */
export function OutcomeIcon({ kind }: { kind: keyof typeof paths }) {
  const tone = kind === 'check' ? '' : kind === 'clock' ? styles.iconInfo : styles.iconDanger;
  return (
    <span className={`${styles.icon} ${tone}`} aria-hidden="true">
      <LineIcon size={36} strokeWidth={2.2} round="both" d={paths[kind]} />
    </span>
  );
}
