import { useTranslation } from 'react-i18next';
import styles from './step-tracker.module.css';
import { LineIcon } from './icons';

/** The order journey's steps (keys in the `common` catalogue). */
export const orderSteps = ['steps.uploadVideo', 'steps.confirmation', 'steps.payment'] as const;

type StepTrackerProps = {
  /** How many steps are done (0-3); the next one is the current step. */
  done: number;
  /** The steps' texts, already translated; the order journey's by default. */
  steps?: readonly string[];
};

/** The order journey as numbered steps: done ones ticked, the current one highlighted. */
export function StepTracker({ done, steps }: StepTrackerProps) {
  const { t } = useTranslation();
  const labels = steps ?? orderSteps.map((key) => t(key));
  return (
    <ol className={styles.tracker} aria-label={t('steps.label')}>
      {labels.map((label, index) => {
        const state = index < done ? 'done' : index === done ? 'current' : 'todo';
        return (
          <li
            key={label}
            className={`${styles.step} ${state === 'todo' ? '' : styles[state]}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? (
                <LineIcon size={16} strokeWidth={2.5} round="both" d="M5 12.5l4.5 4.5L19 7.5" />
              ) : (
                index + 1
              )}
            </span>
            <span className={styles.label}>
              {label}
              {state === 'done' ? <span className="visually-hidden">{t('steps.done')}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
