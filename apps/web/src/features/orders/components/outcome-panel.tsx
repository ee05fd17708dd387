import type { ReactNode } from 'react';
import { StepTracker } from '../../../components/ui/step-tracker';
import styles from './outcome.module.css';

/** A step's outcome (received, approved, rejected) in a card, under the steps done so far. */
export function OutcomePanel({ stepsDone, children }: { stepsDone?: number; children: ReactNode }) {
  return (
    <div className={styles.wrap}>
      {stepsDone === undefined ? null : (
        <div className={styles.tracker}>
          <StepTracker done={stepsDone} />
        </div>
      )}
      <div className={`card ${styles.panel}`}>{children}</div>
    </div>
  );
}
