import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, heartbeatName, newTempKey, newTempOwner, tempPrefix } from './keys';
import type { ByteRange, Storage } from './storage';

/** Files in a folder (DATA_DIR/storage); keys are relative paths inside it. */
export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };

  const owner = newTempOwner();
  const tempDir = path.join(root, tempPrefix);
  const mtimeOf = async (file: string) => (await stat(file).catch(() => null))?.mtimeMs ?? null;

  return {
    async writeTemp(body: Readable) {
      const tempKey = newTempKey(owner);
      const file = pathOf(tempKey);
      await mkdir(path.dirname(file), { recursive: true });
      const output = createWriteStream(file, { flags: 'wx' });
      try {
        await pipeline(body, output);
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      const size = output.bytesWritten;
      return { tempKey, size };
    },

    async commit(tempKey, key) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(pathOf(tempKey), target);
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async read(key, range?: ByteRange) {
      const file = pathOf(key);
      // Fail here with ENOENT rather than later inside the response stream.
      await stat(file);
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },

    async heartbeat() {
      await mkdir(path.join(tempDir, owner), { recursive: true });
      // Rewriting the empty file moves its modification time: the heartbeat others read.
      await writeFile(path.join(tempDir, owner, heartbeatName), '');
    },

    async sweepTemp(staleAfterMs) {
      let entries;
      try {
        entries = await readdir(tempDir, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw error;
      }
      const cutoff = Date.now() - staleAfterMs;
      let removed = 0;
      for (const entry of entries) {
        if (entry.name === owner) continue;
        const entryPath = path.join(tempDir, entry.name);
        const ownTime = await mtimeOf(entryPath);
        if (ownTime === null) continue;
        // A folder is as alive as its heartbeat (or, before the first one, its own creation).
        const lastSign = entry.isDirectory()
          ? Math.max(ownTime, (await mtimeOf(path.join(entryPath, heartbeatName))) ?? 0)
          : ownTime;
        if (lastSign < cutoff) {
          await rm(entryPath, { force: true, recursive: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
