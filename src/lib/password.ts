// Password hashing with Argon2id at the OWASP minimum (m = 19 MiB, t = 2, p = 1). Server only.
import { hash, verify } from '@node-rs/argon2';

export { isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-rules';

const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable with isolatedModules)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
