import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { BookingConflict, bookingConflict } from './booking-conflict';
import styles from './booking-conflict.module.css';

describe('BookingConflict', () => {
  // The refusal as the API answers it: its message already in the reader's language.
  const answered = 'These spots were taken since your quote.';
  const taken = new ApiRequestError(409, answered);

  it('is only a refusal for spots taken since the quote (409)', () => {
    expect(bookingConflict(taken)).toBe(taken);
    expect(bookingConflict(new ApiRequestError(422, answered))).toBeNull();
    expect(bookingConflict(new Error('offline'))).toBeNull();
    expect(bookingConflict(null)).toBeNull();
  });

  it('announces the refusal in its own box, with what to change', () => {
    const html = renderToStaticMarkup(<BookingConflict conflict={taken} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain(`class="${styles.conflict}"`);
    expect(html).toContain(`<strong>${answered}</strong>`);
    expect(html).toMatch(/<p>[^<]+<\/p><\/div>$/);
  });
});
