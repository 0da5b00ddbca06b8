import 'server-only';
import path from 'node:path';
import { getEnv, type Env } from '@/env';
import { DiskStorage } from './disk';
import { S3Storage } from './s3';

/** Where uploaded files live: one small interface, a local folder by default, any S3-compatible store in production. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are made by the server only (never from a user's file name): letters, digits, '/', '-', '.'. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/.-]*$/i.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

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
