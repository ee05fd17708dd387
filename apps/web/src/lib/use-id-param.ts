import { readId } from '@screenspot/contracts/id-text';
import { useParams } from 'react-router';

/**
 * The route's `:id`, parsed once for every page that shows one record: its number, or null when
 * it is missing or not a record's id. With `allowNew`, the literal `new` (a form for a record not
 * yet made) comes back as 'new'.
 */
export function useIdParam(): number | null;
export function useIdParam(options: { allowNew: true }): number | 'new' | null;
export function useIdParam(options?: { allowNew: true }): number | 'new' | null {
  const param = useParams().id;
  if (options?.allowNew && param === 'new') return 'new';
  return readId(param);
}
