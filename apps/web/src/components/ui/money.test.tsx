import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DisplayCurrencyContext } from '../../lib/display-currency';
import { ErrorText } from './error-text';
import { Money } from './money';

describe('Money', () => {
  it('shows whole cents in dollars, left to right, cents only when there are any', () => {
    expect(renderToStaticMarkup(<Money cents={125_000} />)).toBe('<bdi dir="ltr">$1,250</bdi>');
    expect(renderToStaticMarkup(<Money cents={27_550} className="x" />)).toBe(
      '<bdi dir="ltr" class="x">$275.50</bdi>',
    );
  });

  it('follows the currency in use, unless one is given', () => {
    const inDirhams = (node: React.ReactNode) =>
      renderToStaticMarkup(
        <DisplayCurrencyContext.Provider value="AED">{node}</DisplayCurrencyContext.Provider>,
      );
    expect(inDirhams(<Money cents={10_000} />)).toMatch(/AED\s?367\.25/);
    expect(inDirhams(<Money cents={10_000} currency="USD" />)).toContain('$100');
  });
});

/** Every component file of the web app, by its path from here. */
const componentFiles = Object.entries(
  import.meta.glob<string>(['../../**/*.tsx', '!../../**/*.test.tsx'], {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
).map(([file, text]) => ({ file, text }));

// Markup that formats an amount itself, or a page's own Money. A sentence that names an amount
// (t('…', { amount })) still takes the formatter's text.
const byHand =
  /<bdi dir="ltr">\{\s*(format\.(cents|money)|formatCents|formatMoney)\(|function Money\(/;

describe('money shown on a page', () => {
  it('is shown through <Money>, never formatted by hand inside markup', () => {
    const found = componentFiles
      .filter(({ file, text }) => file !== './money.tsx' && byHand.test(text))
      .map(({ file }) => file);
    expect(found).toEqual([]);
  });

  it('would find a page that formats money by hand', () => {
    expect(componentFiles.length).toBeGreaterThan(50);
    expect(byHand.test('<bdi dir="ltr">{format.cents(order.totalCents)}</bdi>')).toBe(true);
    expect(byHand.test('function Money({ cents }: { cents: number }) {')).toBe(true);
  });
});

describe('ErrorText', () => {
  it('renders nothing without a failure', () => {
    expect(renderToStaticMarkup(<ErrorText error={null} />)).toBe('');
  });

  it("announces a failure's message", () => {
    expect(renderToStaticMarkup(<ErrorText error={new Error('This order was not found.')} />)).toBe(
      '<p class="form-error" role="alert">This order was not found.</p>',
    );
    expect(
      renderToStaticMarkup(<ErrorText error="Too long" id="e" className="field-error" inline />),
    ).toBe('<span id="e" class="field-error" role="alert">Too long</span>');
  });

  it('stays unannounced inside a region that is announced already', () => {
    expect(
      renderToStaticMarkup(
        <ErrorText error={new Error('No')} className="field-error" announced={false} />,
      ),
    ).toBe('<p class="field-error">No</p>');
  });
});

// An error line written by hand, and not announced.
const silentFailure = /<(p|span|div)(?![^>]*\brole=)[^>]*className="(form|field)-error"/;

describe("a failure's message on a page", () => {
  it('is announced, through <ErrorText> or with role="alert"', () => {
    const found = componentFiles
      .filter(({ text }) => silentFailure.test(text))
      .map(({ file }) => file);
    expect(found).toEqual([]);
  });

  it('would find an error line that is not announced', () => {
    expect(silentFailure.test('<p className="form-error">{pause.error.message}</p>')).toBe(true);
    expect(silentFailure.test('<p className="field-error">{message(add.error.message)}</p>')).toBe(
      true,
    );
    expect(
      silentFailure.test('{error ? <span className="field-error">{error}</span> : null}'),
    ).toBe(true);
    expect(silentFailure.test('<p id={`${fileId}-error`} className="field-error">')).toBe(true);
    expect(silentFailure.test('<p className="form-error" role="alert">{error.message}</p>')).toBe(
      false,
    );
  });
});
