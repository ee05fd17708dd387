import { readdirSync } from 'node:fs';
import path from 'node:path';
import { heartbeatName } from '../src/adapters/storage/keys';

/**
 * Every file under a service's storage folder, as sorted storage keys, with the instances'
 * heartbeats left out: what a refused request must leave unchanged.
 */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'storage');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== heartbeatName)
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/**
 * The stored files a request itself writes (videos, documents, unfinished uploads): the
 * thumbnails a background check of an earlier video writes, whenever it gets to it, left out.
 */
export function uploadedFiles(dataDir: string): string[] {
  return storedFiles(dataDir).filter((key) => !key.startsWith('thumbnails/'));
}
