import type { ReactNode } from 'react';

/** Line icons drawn in the text's colour; each is decoration, hidden from screen readers. */

type IconProps = { className?: string; size?: number; strokeWidth?: number };

type LineIconProps = IconProps & {
  /** The drawing's one path; or its shapes as children. */
  d?: string;
  /** Round line ends and corners (square ones when left out). */
  round?: 'caps' | 'joins' | 'both';
  viewBox?: string;
  children?: ReactNode;
};

/**
 * A line drawing in the text's colour. Its shapes take their stroke, width and ends from here, so
 * a shape names only its geometry (and a fill, for a dot drawn solid).
 */
export function LineIcon({
  d,
  round,
  viewBox = '0 0 24 24',
  className,
  size,
  strokeWidth = 2,
  children,
}: LineIconProps) {
  return (
    <svg
      className={className}
      viewBox={viewBox}
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={round === 'caps' || round === 'both' ? 'round' : undefined}
      strokeLinejoin={round === 'joins' || round === 'both' ? 'round' : undefined}
    >
      {d ? <path d={d} /> : null}
      {children}
    </svg>
  );
}

/** A map pin: a place. */
export function PinIcon({ className, size, strokeWidth }: IconProps) {
  return (
    <LineIcon className={className} size={size} strokeWidth={strokeWidth}>
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </LineIcon>
  );
}

/** A screen on its stand; `stand` is the stand's path (a longer one on the finder's field). */
export function ScreenIcon({
  className,
  size,
  strokeWidth,
  stand = 'M12 16v5M8 21h8',
}: IconProps & { stand?: string }) {
  return (
    <LineIcon className={className} size={size} strokeWidth={strokeWidth}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d={stand} strokeLinecap="round" />
    </LineIcon>
  );
}

/** A magnifying glass: search. */
export function SearchIcon({ size }: { size: number }) {
  return (
    <LineIcon size={size}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" strokeLinecap="round" />
    </LineIcon>
  );
}

/** A cross: close. */
export function CloseIcon({ size }: { size: number }) {
  return <LineIcon d="M6 6l12 12M18 6L6 18" size={size} round="caps" />;
}

/** Three bars: open the menu. */
export function MenuIcon({ size }: { size: number }) {
  return <LineIcon d="M4 7h16M4 12h16M4 17h16" size={size} round="caps" />;
}
