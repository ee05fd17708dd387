import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPath } from './session';

describe('safeReturnPath', () => {
  it('keeps paths of this app and drops anything that could leave it', () => {
    expect(safeReturnPath('/uploadVideo/12')).toBe('/uploadVideo/12');
    expect(safeReturnPath('/upload?location=JBR')).toBe('/upload?location=JBR');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'upload', '']) {
      expect(safeReturnPath(bad)).toBeNull();
    }
    expect(safeReturnPath('/signIn?returnTo=/x')).toBeNull();
  });
});

describe('signInPath', () => {
  it('carries the return path and the expired note', () => {
    expect(signInPath()).toBe('/signIn');
    expect(signInPath({ returnTo: '/tab/settings', expired: true })).toBe(
      '/signIn?returnTo=%2Ftab%2Fsettings&expired=1',
    );
  });
});
