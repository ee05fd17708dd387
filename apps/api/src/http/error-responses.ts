import { apiErrorSchema } from '@screenspot/contracts/api-error';

/** How a route's every 4xx answers (an HttpError as JSON), for the route's response schema. */
export const errors = { '4xx': apiErrorSchema };
