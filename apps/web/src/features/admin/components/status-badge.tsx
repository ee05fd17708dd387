import { statusColour } from '@screenspot/contracts/order-status';

/** The order's status in the spec's colours (0-2 green, 3 red, others grey). */
export function StatusBadge({ code, label }: { code: number; label: string }) {
  return <span className={`badge status-${statusColour(code)}`}>{label}</span>;
}
