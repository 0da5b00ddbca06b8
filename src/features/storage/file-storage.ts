// The contract both stores implement, apart from storage.ts so that the stores need not import the
// module that picks between them.
/** Where uploaded files live: one small interface, a local folder by default, any S3-compatible store in production. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with this folder (it ends with '/'); none is not an error. */
  deletePrefix(prefix: string): Promise<void>;
}

/** Keys are made by the server only (never from a user's file name): letters, digits, '/', '-', '.'. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/.-]*$/i.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

/** A folder of keys: safe like a key, and ending with '/' (so 'logos/a' never matches 'logos/ab'). */
export function assertSafePrefix(prefix: string): void {
  assertSafeKey(prefix);
  if (!prefix.endsWith('/')) throw new Error(`a storage prefix ends with '/': ${prefix}`);
}
