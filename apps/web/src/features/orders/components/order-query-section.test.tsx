import type { UseQueryResult } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { OrderQuerySection } from './order-query-section';

describe('OrderQuerySection', () => {
  it("announces a failed read's message under the card's heading", () => {
    // The message as the API answers it, already in the reader's language.
    const answered = 'This order was not found.';
    const title = 'Plays';
    // Only what the section reads of a failed query.
    const failed = {
      isPending: false,
      isError: true,
      error: new ApiRequestError(404, answered),
      data: undefined,
    } as unknown as UseQueryResult<string, Error>;
    const html = renderToStaticMarkup(
      <OrderQuerySection id="plays" title={title} query={failed} className="c">
        {(data) => data}
      </OrderQuerySection>,
    );
    expect(html).toBe(
      `<section class="card c" aria-labelledby="plays"><h2 id="plays">${title}</h2>` +
        `<p class="form-error" role="alert">${answered}</p></section>`,
    );
  });
});
