import { z } from 'zod';

/**
 * A link opened without an account (a proposal's, a campaign's proof): its token, shown only when
 * the link is made (only its hash is kept), and the page it opens.
 */
export const sharedLinkFields = { token: z.string(), url: z.string() };

/** A shared link's token in its URL: 20 to 100 URL-safe characters, else `message`. */
export function linkTokenParamsSchema(message: string) {
  return z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, message) });
}
