/** A column's heading: its text, or with options (a column of figures; read but not seen). */
export type Column = string | { label: string; numeric?: boolean; hidden?: boolean };

/** A table's header row; the columns of figures take `numericClassName`. */
export function TableHead({
  columns,
  numericClassName,
}: {
  columns: readonly Column[];
  numericClassName?: string;
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const { label, numeric, hidden } =
            typeof column === 'string' ? { label: column } : column;
          return (
            <th key={label} scope="col" className={numeric ? numericClassName : undefined}>
              {hidden ? <span className="visually-hidden">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
