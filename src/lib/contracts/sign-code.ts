// The 6-digit code e-mailed to a contract's client before signing: it proves the signer controls
// the address the contract names. Random (crypto), kept only as a hash bound to the contract, valid
// for 10 minutes and a few tries; a new code replaces the previous one (docs/contracts.md).
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

export const SIGN_CODE_TTL_MS = 10 * 60_000;
export const SIGN_CODE_MAX_ATTEMPTS = 5;
export const SIGN_CODE_LENGTH = 6;

/** Six digits, uniformly random, leading zeros kept ("004217"). */
export function newSignCode(): string {
  return String(randomInt(0, 10 ** SIGN_CODE_LENGTH)).padStart(SIGN_CODE_LENGTH, '0');
}

/** The code as people type or paste it ("123 456", "123-456"), or null when it cannot be one. */
export function normaliseSignCode(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 20) return null;
  const code = input.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/** What is stored: the SHA-256 of the contract id and the code (the same code of another contract differs). */
export function hashSignCode(contractId: string, code: string): string {
  return createHash('sha256').update(`contract-sign-code:${contractId}:${code}`).digest('hex');
}

/** Constant-time comparison of a typed code with the stored hash. */
export function signCodeMatches(contractId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashSignCode(contractId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export type SignCodeState = { codeHash: string; expiresAt: Date; attempts: number; confirmedAt: Date | null };

export type SignCodeCheck = 'ok' | 'wrong' | 'expired' | 'tooManyTries' | 'used';

/** Whether `code` opens the stored one now; a wrong try counts (the caller stores attempts + 1). */
export function checkSignCode(contractId: string, state: SignCodeState, code: string, now = new Date()): SignCodeCheck {
  if (state.confirmedAt) return 'used';
  if (state.attempts >= SIGN_CODE_MAX_ATTEMPTS) return 'tooManyTries';
  if (state.expiresAt.getTime() <= now.getTime()) return 'expired';
  return signCodeMatches(contractId, code, state.codeHash) ? 'ok' : 'wrong';
}
