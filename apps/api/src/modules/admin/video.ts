import type { ByteRange } from '../../adapters/storage/storage';

/**
 * Reads a single-range `Range: bytes=…` header against an object of `size` bytes. Returns null
 * when the whole object should be sent, 'unsatisfiable' for a range outside it (416).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Multiple ranges and other units are allowed to be ignored (RFC 9110): send the whole object.
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (size === 0) return 'unsatisfiable';
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
