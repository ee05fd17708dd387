import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import arabic from '../../locales/ar/finder.json';
import { formatDuration } from './format';

describe('finder formats', () => {
  beforeAll(() => {
    i18n.addResourceBundle('ar', 'finder', arabic);
  });

  it("shows durations with the spec's s suffix", () => {
    expect(formatDuration(15)).toBe('15s');
    expect(formatDuration(15, 'ar')).toBe('15 ث');
  });
});
