import styles from './admin.module.css';

/** A column's heading: its text, or with options (figures aligned at the end; read but not seen). */
export type Column = string | { label: string; numeric?: boolean; hidden?: boolean };

/** A console table's header row. */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const { label, numeric, hidden } =
            typeof column === 'string' ? { label: column } : column;
          return (
            <th key={label} scope="col" className={numeric ? styles.numeric : undefined}>
              {hidden ? <span className="visually-hidden">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
