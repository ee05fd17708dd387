import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCompressedVariants, preferredEncoding } from './compression';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, else none', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('respects q=0 refusals', () => {
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
  });
});

describe('createCompressedVariants', () => {
  it('compresses once per encoding and round-trips', async () => {
    const body = Buffer.from(JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i }))));
    const variants = createCompressedVariants(body);
    const br = await variants('br');
    expect(br.length).toBeLessThan(body.length / 3);
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(await variants('gzip')).equals(body)).toBe(true);
    expect(variants('br')).toBe(variants('br'));
  });
});
