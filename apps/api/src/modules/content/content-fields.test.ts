import { describe, expect, it } from 'vitest';
import { applyContentValues, contentFields } from './content-fields';

const whatIs = {
  title1: 'What is a digital billboard?',
  description1: 'An LED screen that shows your ad in a loop.',
  image1: {
    data: { id: 3, attributes: { url: '/cms/uploads/3', mime: 'image/webp', width: 800 } },
  },
  image2: '/images/what-is-2.webp',
  order: 2,
  publishedAt: '2024-01-01T00:00:00.000Z',
};

const promo = {
  title: 'Find the screens',
  image: { mediaId: 3, alternativeText: 'A map of Dubai', width: 640, height: 480 },
};

describe('contentFields', () => {
  it('offers texts, numbers and one image field per media object, in reading order', () => {
    expect(contentFields(whatIs)).toEqual([
      { path: 'order', value: '2', kind: 'text' },
      { path: 'title1', value: 'What is a digital billboard?', kind: 'text' },
      {
        path: 'description1',
        value: 'An LED screen that shows your ad in a loop.',
        kind: 'longText',
      },
      { path: 'image1.data.attributes.url', value: '/cms/uploads/3', kind: 'image' },
      { path: 'image2', value: '/images/what-is-2.webp', kind: 'image' },
    ]);
  });

  it('orders numbered pairs as a person reads them, whatever the stored key order', () => {
    const paths = contentFields({
      description2: 'b',
      title2: 'B',
      description1: 'a',
      title: 'Heading',
      title1: 'A',
      title10: 'J',
    }).map((field) => field.path);
    expect(paths).toEqual(['title', 'title1', 'description1', 'title2', 'description2', 'title10']);
  });

  it('offers an image stored by reference as its picture and its description, not its size', () => {
    expect(contentFields(promo)).toEqual([
      { path: 'title', value: 'Find the screens', kind: 'text' },
      { path: 'image.alternativeText', value: 'A map of Dubai', kind: 'text' },
      { path: 'image.mediaId', value: '/cms/uploads/3', kind: 'image' },
    ]);
  });

  it('walks nested lists', () => {
    expect(contentFields({ steps: [{ title: 'Choose the region' }] })).toEqual([
      { path: 'steps.0.title', value: 'Choose the region', kind: 'text' },
    ]);
  });
});

describe('applyContentValues', () => {
  it('sets texts and keeps numbers numbers, without touching the original', () => {
    const result = applyContentValues(whatIs, {
      title1: 'New title',
      'image1.data.attributes.url': '/cms/uploads/9',
      order: '5',
    });
    expect(result.errors).toEqual({});
    expect(result.attributes.title1).toBe('New title');
    expect(result.attributes.order).toBe(5);
    expect(result.attributes.image1).toEqual({
      data: { id: 3, attributes: { url: '/cms/uploads/9', mime: 'image/webp', width: 800 } },
    });
    expect(whatIs.title1).toBe('What is a digital billboard?');
  });

  it('replaces a referenced picture by an upload’s address, forgetting the old picture’s size', () => {
    const result = applyContentValues(promo, { 'image.mediaId': '/cms/uploads/9' });
    expect(result.errors).toEqual({});
    expect(result.attributes.image).toEqual({ mediaId: 9, alternativeText: 'A map of Dubai' });
    // The same picture again changes nothing.
    expect(applyContentValues(promo, { 'image.mediaId': '/cms/uploads/3' }).attributes).toEqual(
      promo,
    );
  });

  it('refuses a referenced picture that is not an upload’s address, and its size', () => {
    const result = applyContentValues(promo, {
      'image.mediaId': '9',
      'image.width': '1280',
      'image.height': '720',
    });
    expect(result.errors).toEqual({
      'image.mediaId': 'Must be an uploaded image (/cms/uploads/ID)',
      'image.width': 'This entry has no such field',
      'image.height': 'This entry has no such field',
    });
  });

  it('refuses unknown paths, hidden metadata and non-numbers for numbers', () => {
    const result = applyContentValues(whatIs, {
      nope: 'x',
      publishedAt: 'x',
      'image1.data.attributes.mime': 'text/html',
      order: 'many',
    });
    expect(Object.keys(result.errors).sort()).toEqual([
      'image1.data.attributes.mime',
      'nope',
      'order',
      'publishedAt',
    ]);
  });
});
