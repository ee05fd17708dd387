import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
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
    expect(tempKey).toMatch(/^tmp\/[a-z0-9]+-[0-9a-f]{8}\/[0-9a-f-]{36}$/);
    expect(readdirSync(path.dirname(path.join(root, tempKey)))).toHaveLength(1);

    await storage.commit(tempKey, 'videos/a.mp4');
    expect(readdirSync(path.dirname(path.join(root, tempKey)))).toHaveLength(0);
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
    expect(files('tmp').flatMap((owner) => files(`tmp/${owner}`))).toHaveLength(0);
  });

  it('sweeps the temporary files of an instance whose heartbeat stopped, never a live one', async () => {
    // Two instances sharing one folder, as two services on one volume do.
    const crashed = createLocalStorage(root);
    await crashed.heartbeat();
    const dead = await crashed.writeTemp(Readable.from(['cut short']));
    await storage.heartbeat();
    const live = await storage.writeTemp(Readable.from(['in progress']));
    const deadFolder = path.dirname(path.join(root, dead.tempKey));
    const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000);
    for (const file of [path.join(deadFolder, 'alive'), deadFolder]) {
      utimesSync(file, tenMinutesAgo, tenMinutesAgo);
    }
    // A long upload: the file is old, but its instance's heartbeat is fresh.
    utimesSync(path.join(root, live.tempKey), tenMinutesAgo, tenMinutesAgo);

    expect(await storage.sweepTemp(90_000)).toBe(1);
    expect(await storage.stat(dead.tempKey)).toBeNull();
    expect(files('tmp')).toHaveLength(1);
    expect(await storage.stat(live.tempKey)).toEqual({ size: 11 });
  });

  it('never sweeps its own folder, and sweeps loose temporary files by their age', async () => {
    const own = await storage.writeTemp(Readable.from(['mine']));
    const ownFolder = path.dirname(path.join(root, own.tempKey));
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    utimesSync(ownFolder, hourAgo, hourAgo);
    writeFileSync(path.join(root, 'tmp', 'loose-old'), 'x');
    utimesSync(path.join(root, 'tmp', 'loose-old'), hourAgo, hourAgo);
    writeFileSync(path.join(root, 'tmp', 'loose-new'), 'x');

    expect(await storage.sweepTemp(90_000)).toBe(1);
    expect(files('tmp').sort()).toEqual([path.basename(ownFolder), 'loose-new'].sort());
    expect(await storage.stat(own.tempKey)).toEqual({ size: 4 });
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
