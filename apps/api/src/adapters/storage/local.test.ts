import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local';
import type { Storage } from './storage';

let root: string;
let storage: Storage;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'screenspot-storage-'));
  storage = createLocalStorage(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const files = (dir: string) => {
  try {
    return readdirSync(path.join(root, dir));
  } catch {
    return [];
  }
};

describe('local storage', () => {
  it('writes a temporary file, commits it, reads it whole and by range, then removes it', async () => {
    const { tempKey, size } = await storage.writeTemp(Readable.from(['hello ', 'billboard']));
    expect(size).toBe(15);
    expect(tempKey).toMatch(/^tmp\//);
    expect(files('tmp')).toHaveLength(1);

    await storage.commit(tempKey, 'videos/a.mp4');
    expect(files('tmp')).toHaveLength(0);
    expect(await storage.stat('videos/a.mp4')).toEqual({ size: 15 });
    expect(await storage.stat(tempKey)).toBeNull();
    expect(await text(await storage.read('videos/a.mp4'))).toBe('hello billboard');
    expect(await text(await storage.read('videos/a.mp4', { start: 6, end: 9 }))).toBe('bill');

    await storage.remove('videos/a.mp4');
    await storage.remove('videos/a.mp4');
    expect(await storage.stat('videos/a.mp4')).toBeNull();
    await expect(storage.read('videos/a.mp4')).rejects.toThrow();
  });

  it('leaves no file behind when the body fails midway', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.writeTemp(failing)).rejects.toThrow('connection reset');
    expect(files('tmp')).toHaveLength(0);
  });

  it('sweeps only temporary files older than the given age', async () => {
    const old = await storage.writeTemp(Readable.from(['old']));
    const fresh = await storage.writeTemp(Readable.from(['fresh']));
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    utimesSync(path.join(root, old.tempKey), hourAgo, hourAgo);

    expect(await storage.sweepTemp(30 * 60 * 1000)).toBe(1);
    expect(await storage.stat(old.tempKey)).toBeNull();
    expect(await storage.stat(fresh.tempKey)).toEqual({ size: 5 });
  });

  it('answers 0 when there is nothing to sweep yet', async () => {
    expect(await storage.sweepTemp(0)).toBe(0);
  });

  it('refuses keys that could leave its folder', async () => {
    await expect(storage.stat('../etc/passwd')).rejects.toThrow('Unsafe storage key');
    await expect(storage.remove('videos/../../x')).rejects.toThrow('Unsafe storage key');
    await expect(storage.read('/abs')).rejects.toThrow('Unsafe storage key');
  });
});
