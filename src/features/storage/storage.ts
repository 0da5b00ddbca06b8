import 'server-only';
import path from 'node:path';
import { getEnv, type Env } from '@/env';
import { DiskStorage } from './disk';
import type { FileStorage } from './file-storage';
import { S3Storage } from './s3';

export { assertSafeKey, type FileStorage } from './file-storage';

let storage: FileStorage | null = null;

export function storageFrom(env: Env): FileStorage {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return new S3Storage({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return new DiskStorage(path.resolve(env.DATA_DIR, 'uploads'));
}

export function getStorage(): FileStorage {
  storage ??= storageFrom(getEnv());
  return storage;
}
