import { orderStatus } from '@screenspot/contracts/order-status';
import type { ReactNode } from 'react';

const common = {
  viewBox: '0 0 24 24',
  width: 14,
  height: 14,
  'aria-hidden': true,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
};

/** A status's mark inside a ring. */
function Ringed({ name, children }: { name: string; children: ReactNode }) {
  return (
    <svg {...common} data-icon={name}>
      <circle cx="12" cy="12" r="8.5" />
      {children}
    </svg>
  );
}

/** A shape per status, so "Under review" and "Approved" differ without relying on colour. */
export function StatusIcon({ code }: { code: number }) {
  switch (code) {
    case orderStatus.underReview:
      // A clock: someone is still looking at it.
      return (
        <Ringed name="clock">
          <path d="M12 7.5V12l3 2" />
        </Ringed>
      );
    case orderStatus.approved:
      // A tick in a circle: passed, payment next.
      return (
        <Ringed name="check">
          <path d="M8.5 12.5l2.5 2.5 4.5-5" />
        </Ringed>
      );
    case orderStatus.rejected:
      return (
        <Ringed name="cross">
          <path d="M9.5 9.5l5 5M14.5 9.5l-5 5" />
        </Ringed>
      );
    default:
      return (
        <svg {...common} data-icon="dot">
          <circle cx="12" cy="12" r="3" fill="currentColor" />
        </svg>
      );
  }
}
