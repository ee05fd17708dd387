import { describe, expect, it } from 'vitest';
import { pageHtml } from './server-render';

const template =
  '<html><head><title>ScreenSpot</title><meta name="description" content="x"></head>' +
  '<body><div id="root"></div></body></html>';

describe('pageHtml', () => {
  it("puts the page in as written: $&, $` and $' stay as typed", () => {
    const name = "Marina $& Gate $` and $' and $$";
    const html = pageHtml(template, {
      head: `<title>${name}</title>`,
      body: `<h1>${name}</h1>`,
      state: JSON.stringify({ name }),
      withData: true,
    });
    expect(html).toContain(`<title>${name}</title>`);
    expect(html).toContain(`<h1>${name}</h1>`);
    expect(html).toContain(JSON.stringify({ name }));
    // The template's own title and description gave way to the page's.
    expect(html).not.toContain('<title>ScreenSpot</title>');
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });
});
