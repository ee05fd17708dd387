import { orderStatus } from '@screenspot/contracts/order-status';

/** A shape per status, so "Under review" and "Approved" differ without relying on colour. */
export function StatusIcon({ code }: { code: number }) {
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
  switch (code) {
    case orderStatus.underReview:
      // A clock: someone is still looking at it.
      return (
        <svg {...common} data-icon="clock">
          <circle cx="12" cy="12" r="8.5" />
          <path d="M12 7.5V12l3 2" />
        </svg>
      );
    case orderStatus.approved:
      // A tick in a circle: passed, payment next.
      return (
        <svg {...common} data-icon="check">
          <circle cx="12" cy="12" r="8.5" />
          <path d="M8.5 12.5l2.5 2.5 4.5-5" />
        </svg>
      );
    case orderStatus.rejected:
      return (
        <svg {...common} data-icon="cross">
          <circle cx="12" cy="12" r="8.5" />
          <path d="M9.5 9.5l5 5M14.5 9.5l-5 5" />
        </svg>
      );
    default:
      return (
        <svg {...common} data-icon="dot">
          <circle cx="12" cy="12" r="3" fill="currentColor" />
        </svg>
      );
  }
}
