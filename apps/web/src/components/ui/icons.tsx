/** Line icons drawn in the text's colour; each is decoration, hidden from screen readers. */

type IconProps = { className?: string; size?: number; strokeWidth?: number };

/** A map pin: a place. */
export function PinIcon({ className, size, strokeWidth = 2 }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
      />
      <circle
        cx="12"
        cy="9.5"
        r="2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
      />
    </svg>
  );
}

/** A screen on its stand; `stand` is the stand's path (a longer one on the finder's field). */
export function ScreenIcon({
  className,
  size,
  strokeWidth = 2,
  stand = 'M12 16v5M8 21h8',
}: IconProps & { stand?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <rect
        x="3"
        y="4"
        width="18"
        height="12"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
      />
      <path d={stand} stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" />
    </svg>
  );
}

/** A single line-drawn path in a square icon. */
function StrokeIcon({ d, size }: { d: string; size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d={d} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A cross: close. */
export function CloseIcon({ size }: { size: number }) {
  return <StrokeIcon d="M6 6l12 12M18 6L6 18" size={size} />;
}

/** Three bars: open the menu. */
export function MenuIcon({ size }: { size: number }) {
  return <StrokeIcon d="M4 7h16M4 12h16M4 17h16" size={size} />;
}
