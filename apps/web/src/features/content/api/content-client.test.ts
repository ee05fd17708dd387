import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentImage, fetchFirstEntry, withDefaults } from './content-client';
import { readSteps } from './get-how-to-use';

afterEach(() => vi.restoreAllMocks());

describe('withDefaults', () => {
  it('keeps a default where the entry has no text', () => {
    const defaults = { title: 'Default title', footer: 'Default footer' };
    expect(withDefaults({ title: 'From content', footer: '  ' }, defaults)).toEqual({
      title: 'From content',
      footer: 'Default footer',
    });
    expect(withDefaults(null, defaults)).toBe(defaults);
  });
});

describe('readSteps', () => {
  it('reads numbered pairs while both halves exist', () => {
    expect(
      readSteps({ title1: 'A', description1: 'a', title2: 'B', description2: 'b', title3: 'C' }),
    ).toEqual([
      { title: 'A', description: 'a' },
      { title: 'B', description: 'b' },
    ]);
    expect(readSteps({ description1: 'a' })).toEqual([]);
  });
});

describe('contentImage', () => {
  it('reads Strapi 4, Strapi 5 and plain URLs, resolving relative ones on the content service', () => {
    const strapi4 = {
      data: { id: 1, attributes: { url: '/uploads/1-a.svg', width: 640, height: 480 } },
    };
    expect(contentImage(strapi4, 'Alt')).toEqual({
      src: '/cms/uploads/1-a.svg',
      width: 640,
      height: 480,
      alt: 'Alt',
    });
    expect(contentImage({ url: 'https://cdn.example.com/b.webp' }, 'B')?.src).toBe(
      'https://cdn.example.com/b.webp',
    );
    expect(contentImage('/uploads/c.svg', 'C')?.src).toBe('/cms/uploads/c.svg');
  });

  it('gives no image when the content has no URL', () => {
    expect(contentImage(undefined, 'x')).toBeNull();
    expect(contentImage({ data: null }, 'x')).toBeNull();
    expect(contentImage({ data: { attributes: { url: '' } } }, 'x')).toBeNull();
  });
});

describe('fetchFirstEntry', () => {
  it('answers the first entry', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ data: [{ id: 1, attributes: { title: 'First' } }, { id: 2 }] }),
    );
    expect(await fetchFirstEntry('advantages', 'advantages')).toEqual({ title: 'First' });
  });

  it.each([
    ['a failed call', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an error status', () => Promise.resolve(new Response('nope', { status: 500 }))],
    ['no data', () => Promise.resolve(Response.json({ data: [] }))],
  ])('logs and answers null for %s', async (_case, answer) => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(answer);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await fetchFirstEntry('displays', 'displays')).toBeNull();
    expect(log).toHaveBeenCalledWith('Error fetching displays data:', expect.anything());
  });
});

describe('fetchFirstEntry in a language', () => {
  it("asks Strapi's locale for Arabic and nothing extra for English", async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ data: [{ id: 1, attributes: {} }] }));
    await fetchFirstEntry('advantages', 'advantages', { language: 'en' });
    await fetchFirstEntry('advantages', 'advantages', { language: 'ar' });
    await fetchFirstEntry('whatisleds', 'what is', { populate: true, language: 'ar' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/cms/api/advantages',
      '/cms/api/advantages?locale=ar',
      '/cms/api/whatisleds?populate=*&locale=ar',
    ]);
  });
});
