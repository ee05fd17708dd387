import path from 'node:path';
import type { Config } from '../../config';
import { createLocalStorage } from './local';
import { createS3Client, createS3Storage } from './s3';
import type { Storage } from './storage';

/** The storage driver the configuration asks for: a folder under DATA_DIR, or S3 with STORAGE=s3. */
export function createStorage(config: Config): Storage {
  if (config.STORAGE === 's3') {
    return createS3Storage({ client: createS3Client(config), bucket: config.S3_BUCKET! });
  }
  return createLocalStorage(path.join(config.DATA_DIR, 'storage'));
}
