import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { SharedLinkMissing } from './shared-link-missing';

// The page's own words, and the server's as it answers them (already in the reader's language).
const title = 'Proof of play';
const notFound = 'No such link.';
const revoked = 'Revoked.';
const expired = 'This proposal has expired.';
const failed = 'Something went wrong.';

const shown = (error: Error, gone?: string) =>
  renderToStaticMarkup(
    <SharedLinkMissing
      error={error}
      title={title}
      notFound={notFound}
      gone={gone}
      className="card c"
      titleClassName="t"
      testId="missing"
    />,
  );

describe('SharedLinkMissing', () => {
  it("announces the page's card, with its title", () => {
    expect(shown(new ApiRequestError(404, failed))).toBe(
      `<div class="card c" role="alert" data-testid="missing"><h1 class="t">${title}</h1>` +
        `<p>${notFound}</p></div>`,
    );
  });

  it("words a link never issued or mistyped in the page's own words", () => {
    expect(shown(new ApiRequestError(400, failed))).toContain(`<p>${notFound}</p>`);
  });

  it("words a gone link in the page's words, or else the server's", () => {
    const gone = new ApiRequestError(410, expired);
    expect(shown(gone, revoked)).toContain(`<p>${revoked}</p>`);
    expect(shown(gone)).toContain(`<p>${expired}</p>`);
  });

  it("shows any other failure's own message", () => {
    expect(shown(new ApiRequestError(500, failed), revoked)).toContain(`<p>${failed}</p>`);
    expect(shown(new TypeError(failed))).toContain(`<p>${failed}</p>`);
  });
});
