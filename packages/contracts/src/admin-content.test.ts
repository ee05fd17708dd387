import { describe, expect, it } from 'vitest';
import { uploadIdOf, uploadUrl } from './admin-content';

describe('uploaded content images', () => {
  it('reads back the id of every address it makes', () => {
    for (const id of [1, 42, 999_999_999]) expect(uploadIdOf(uploadUrl(id))).toBe(id);
    expect(uploadIdOf(' /cms/uploads/7 ')).toBe(7);
  });

  it('has no id for any other address', () => {
    for (const url of [
      '/cms/uploads/',
      '/cms/uploads/7/x',
      '/cms/uploads/1234567890',
      '/uploads/7-hero.svg',
      'https://example.com/cms/uploads/7',
      '/cms/uploads/-1',
    ]) {
      expect(uploadIdOf(url), url).toBeNull();
    }
  });
});
