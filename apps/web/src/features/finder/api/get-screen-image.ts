import { withQuery } from '../../../lib/api-client';

/** The screen's image (GET /api/files), cached by the browser and revalidated by ETag. */
export function screenImageUrl(ledId: number): string {
  return withQuery('/api/files', { ledId });
}
