/*
 * The headers a paged answer counts its rows in. Apart from the paging schemas, so a page of the
 * web reads them without loading Zod on its first visit.
 */

/** The header that carries the number of rows across all pages. */
export const totalCountHeader = 'x-total-count';

/**
 * Sent as `true` beside X-Total-Count when more rows match than were counted: the finder counts
 * up to a bound, so a search matching most of a large catalogue costs no more than that bound.
 */
export const totalCountCappedHeader = 'x-total-count-capped';
