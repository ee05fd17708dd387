import styles from './step-tracker.module.css';

export const orderSteps = ['Upload video', 'Confirmation', 'Completes Payment'] as const;

type StepTrackerProps = {
  /** How many steps are done (0-3); the next one is the current step. */
  done: number;
  steps?: readonly string[];
};

/** The order journey as numbered steps: done ones ticked, the current one highlighted. */
export function StepTracker({ done, steps = orderSteps }: StepTrackerProps) {
  return (
    <ol className={styles.tracker} aria-label="Order progress">
      {steps.map((label, index) => {
        const state = index < done ? 'done' : index === done ? 'current' : 'todo';
        return (
          <li
            key={label}
            className={`${styles.step} ${state === 'todo' ? '' : styles[state]}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? (
                <svg viewBox="0 0 24 24" width="16" height="16">
                  <path
                    d="M5 12.5l4.5 4.5L19 7.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              ) : (
                index + 1
              )}
            </span>
            <span className={styles.label}>
              {label}
              {state === 'done' ? <span className="visually-hidden"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
