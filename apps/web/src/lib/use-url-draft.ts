import { useCallback, useEffect, useRef, useState } from 'react';

export type UrlDraft = {
  /** What the field shows. */
  value: string;
  /** The user typed: show it now, write it to the URL after the pause. */
  change: (value: string) => void;
  /**
   * For a caller that writes the URL itself (a submit, or several fields at once): cancels the
   * pending write and returns the value to write, or undefined when the URL already has it.
   */
  take: () => string | undefined;
};

/**
 * A text field whose value also lives in the URL. The field keeps its own state, so every
 * keystroke shows at once even on a slow phone; the URL follows once typing pauses for `delayMs`.
 * Writing the URL on each key made the field's value lag behind the keys and lose characters.
 *
 * A change of the URL from elsewhere (back button, a link, "Clear filters") replaces the draft;
 * the URL catching up with what was typed does not.
 */
export function useUrlDraft(
  urlValue: string,
  commit: (value: string) => void,
  delayMs = 300,
): UrlDraft {
  const [draft, setDraft] = useState(urlValue);
  const draftRef = useRef(urlValue);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Values this field wrote to the URL and whose echo may still arrive.
  const written = useRef<string[]>([]);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  /** Cancels the pending write and returns its value, now counted as written by the caller. */
  const take = useCallback((): string | undefined => {
    if (!timer.current) return undefined;
    clearTimeout(timer.current);
    timer.current = null;
    written.current = [...written.current.slice(-9), draftRef.current];
    return draftRef.current;
  }, []);

  useEffect(() => {
    const echo = written.current.indexOf(urlValue);
    if (echo >= 0) {
      // Our own write arriving: forget it and anything written before it.
      written.current = written.current.slice(echo + 1);
      return;
    }
    if (urlValue === draftRef.current) return;
    // Someone else changed the URL: it wins over a draft not yet written.
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    draftRef.current = urlValue;
    setDraft(urlValue);
  }, [urlValue]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const change = useCallback(
    (value: string) => {
      draftRef.current = value;
      setDraft(value);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const pending = take();
        if (pending !== undefined) commitRef.current(pending);
      }, delayMs);
    },
    [delayMs, take],
  );

  return { value: draft, change, take };
}
