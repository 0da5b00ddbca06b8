import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, assertSafePrefix, type FileStorage } from './file-storage';

/** Files under a folder (DATA_DIR/uploads), written atomically (temporary file, then rename). */
export class DiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private file(key: string) {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.file(key);
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(temporary, body, { mode: 0o600 });
    await fs.rename(temporary, target);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.file(key));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertSafePrefix(prefix);
    await fs.rm(path.join(this.root, prefix), { recursive: true, force: true });
  }
}
