import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, newTempKey, tempPrefix } from './keys';
import type { ByteRange, Storage } from './storage';

/** Files in a folder (DATA_DIR/storage); keys are relative paths inside it. */
export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    async writeTemp(body: Readable) {
      const tempKey = newTempKey();
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

    async sweepTemp(olderThanMs) {
      const dir = path.join(root, tempPrefix);
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw error;
      }
      const cutoff = Date.now() - olderThanMs;
      let removed = 0;
      for (const name of names) {
        const file = path.join(dir, name);
        const info = await stat(file).catch(() => null);
        if (info && info.mtimeMs < cutoff) {
          await rm(file, { force: true, recursive: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
