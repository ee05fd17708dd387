/**
 * Rows per page of the customer's order list, the spec's `size=100`: a file of its own, so a page
 * that lists orders does not load every limit of the product with it.
 */
export const orderPageSize = 100;
