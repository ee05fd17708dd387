import { describe, expect, it } from 'vitest';
import { finderQuerySchema, parseScreenSize } from './screen';

describe('parseScreenSize', () => {
  it('splits on the x, whatever the number of digits', () => {
    expect(parseScreenSize('1920x1080')).toEqual({ width: 1920, height: 1080 });
    expect(parseScreenSize('720x1280')).toEqual({ width: 720, height: 1280 });
    expect(parseScreenSize('3840 X 2160')).toEqual({ width: 3840, height: 2160 });
  });

  it('refuses text that is not a size', () => {
    expect(parseScreenSize('large')).toBeNull();
    expect(parseScreenSize('1920x')).toBeNull();
  });
});

describe('finderQuerySchema', () => {
  it('drops empty filters and reads numbers', () => {
    expect(finderQuerySchema.parse({ location: '  ', categoryId: '', size: '20' })).toEqual({
      location: undefined,
      boardName: undefined,
      categoryId: undefined,
      page: undefined,
      size: 20,
    });
  });

  it('refuses malformed ids and page sizes', () => {
    expect(finderQuerySchema.safeParse({ categoryId: 'abc' }).success).toBe(false);
    expect(finderQuerySchema.safeParse({ size: '0' }).success).toBe(false);
  });
});
