import { z } from 'zod';
import { idFromText } from './record-id';

/** Rows per page when a list is asked for without `size`. */
export const defaultPageSize = 100;
/** The most rows one page of a list answers. */
export const maxPageSize = 500;

const wholeNumber = idFromText;

/**
 * Every list of the API pages the way the spec's order list and the finder do: `page` (from 0)
 * and `size` in the query, the number of matching rows in `X-Total-Count`.
 */
export const pageQuerySchema = z.object({
  page: wholeNumber.optional().default(0).describe('The page, counted from 0.'),
  size: wholeNumber
    .refine((value) => value >= 1 && value <= maxPageSize, {
      message: `Must be between 1 and ${maxPageSize}`,
    })
    .optional()
    .default(defaultPageSize)
    .describe(`Rows per page, 1 to ${maxPageSize} (${defaultPageSize} when left out).`),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** The rows to skip and take for a page. */
export function pageWindow(query: PageQuery): { offset: number; limit: number } {
  return { offset: query.page * query.size, limit: query.size };
}

export { totalCountCappedHeader, totalCountHeader } from './total-count';
