import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isWebRoute, webRoutePatterns } from '@screenspot/contracts/web-routes';

const routerFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/src/app/router.tsx',
);

/** The paths of the web router, read from its source (`children: [{ path: … }]` nests). */
function routerPaths(): string[] {
  const source = readFileSync(routerFile, 'utf8');
  const paths: string[] = [];
  let parent = '';
  for (const match of source.matchAll(/(children: \[\{ )?path: '([^']*)'/g)) {
    const value = match[2]!;
    if (match[1]) {
      paths.push(`/${parent}/${value}`);
    } else {
      parent = value;
      if (value !== '*') paths.push(`/${value}`);
    }
  }
  if (/index: true/.test(source)) paths.push('/');
  return paths.sort();
}

describe('webRoutePatterns', () => {
  it('lists exactly the routes of the web router', () => {
    expect([...webRoutePatterns].sort()).toEqual(routerPaths());
  });
});

describe('the web router', () => {
  it('gives every route an element, a Component or a lazy module (no "leaf route" warning)', () => {
    const bare = readFileSync(routerFile, 'utf8').match(/\{\s*path: '[^']*'\s*\}/g) ?? [];
    expect(bare).toEqual([]);
  });
});

describe('isWebRoute', () => {
  it('knows the app’s pages, with their parameters and any case', () => {
    for (const url of [
      '/',
      '/upload',
      '/upload/12',
      '/uploadVideo/3',
      '/order/7',
      '/tab/settings',
      '/signin',
      '/admin',
      '/admin/orders/4',
      '/contact/',
    ]) {
      expect(isWebRoute(url), url).toBe(true);
    }
  });

  it('does not know anything else', () => {
    for (const url of [
      '/nope',
      '/upload/1/2',
      '/order',
      '/tab',
      '/tab/a/b',
      '/%E0%A4%A',
      '/adminx',
    ]) {
      expect(isWebRoute(url), url).toBe(false);
    }
  });
});
