import type { ReactNode } from 'react';
import styles from './hour-grid.module.css';

const hours = Array.from({ length: 24 }, (_, h) => h);

export type HourGridRow = {
  key: string;
  /** The row's heading, such as a weekday or a date. */
  label: string;
  /** The heading written out in full, for the cells' titles. */
  longLabel?: string;
  /** 24 values, hour 0 to 23. */
  values: readonly number[];
};

/**
 * Rows × 24 hours, each cell shaded by its value against the largest, the values as text for
 * screen readers and the hour every third column: an audience week or a campaign's days.
 */
export function HourGrid({
  rows,
  cornerLabel,
  caption,
  cellTitle,
  cellValue = (value) => value,
  wideLabels = false,
  testId,
  valueAttribute,
}: {
  rows: readonly HourGridRow[];
  /** What the row headings are, for screen readers (the corner cell). */
  cornerLabel: string;
  caption?: ReactNode;
  cellTitle: (row: HourGridRow, hour: string, value: number) => string;
  /** The value as read out. */
  cellValue?: (value: number) => number;
  /** Room for dates rather than weekday names in the row headings. */
  wideLabels?: boolean;
  testId?: string;
  /** A data attribute naming each cell's raw value, such as `data-plays`. */
  valueAttribute?: `data-${string}`;
}) {
  const max = Math.max(1, ...rows.flatMap((row) => row.values));
  return (
    <table className={styles.grid} data-testid={testId}>
      {caption ? <caption className={styles.caption}>{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col" className={wideLabels ? styles.cornerWide : styles.corner}>
            <span className="visually-hidden">{cornerLabel}</span>
          </th>
          {hours.map((h) => (
            <th key={h} scope="col" className={styles.hour}>
              {h % 3 === 0 ? (
                String(h).padStart(2, '0')
              ) : (
                <span className="visually-hidden">{h}</span>
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={styles.day}>
              {row.label}
            </th>
            {hours.map((h) => {
              const value = row.values[h] ?? 0;
              return (
                <td
                  key={h}
                  className={styles.cell}
                  style={{ ['--level' as string]: (value / max).toFixed(3) }}
                  title={cellTitle(row, String(h).padStart(2, '0'), value)}
                  {...(valueAttribute ? { [valueAttribute]: value } : {})}
                >
                  <span className="visually-hidden">{cellValue(value)}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The shading's key: from 0 to the largest value, named in `text`. */
export function HourGridLegend({ text }: { text: string }) {
  return (
    <p className={styles.legend} aria-hidden="true">
      <span>0</span>
      <span className={styles.ramp} />
      <span>{text}</span>
    </p>
  );
}

/** A box that scrolls sideways when the grid is wider than the screen. */
export const hourGridScroll = styles.scroll!;
