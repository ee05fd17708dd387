import { TableHead as Head, type Column } from '../ui/table-head';
import styles from './console.module.css';

export type { Column };

/** A console table's header row: figures aligned at the end. */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return <Head columns={columns} numericClassName={styles.numeric} />;
}
