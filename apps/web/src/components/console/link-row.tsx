import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import admin from './console.module.css';

/** A console table's row that opens `to` wherever it is clicked. */
export function LinkRow({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <tr className={admin.rowLink} onClick={() => navigate(to)}>
      {children}
    </tr>
  );
}

/** The row's own link, what the keyboard and screen readers use (a click on it is not the row's). */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={admin.primaryCell} onClick={(event) => event.stopPropagation()}>
      {children}
    </Link>
  );
}

/** The row's main cell: its link with the lines of detail under it. */
export function RowLinkCell({
  label,
  to,
  detail,
  children,
}: {
  label: string;
  to: string;
  detail: ReactNode;
  children: ReactNode;
}) {
  return (
    <td data-label={label}>
      <span>
        <RowLink to={to}>{children}</RowLink>
        {detail}
      </span>
    </td>
  );
}
