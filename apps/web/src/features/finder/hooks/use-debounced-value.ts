import { useCallback, useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs`, and a way to take it at once. */
export function useDebouncedValue<T>(value: T, delayMs: number): [T, () => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  const flush = useCallback(() => setDebounced(value), [value]);
  return [debounced, flush];
}
