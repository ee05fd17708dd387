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
