// The public link of a sent proposal: /p/{token}, token = shareId (16 chars, finds the row through a
// unique index) + shareSecret (192 random bits). The secret is compared in constant time, so the
// response time says nothing about how much of a guessed secret was right.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const SHARE_ID_LENGTH = 16;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{48,96}$/;

export type ShareColumns = { shareId: string; shareSecret: string };

/** A new link: 12 random bytes of id and 24 of secret, both base64url (48 characters). */
export function newShareColumns(): ShareColumns {
  return { shareId: randomBytes(12).toString('base64url'), shareSecret: randomBytes(24).toString('base64url') };
}

export function shareToken(columns: ShareColumns): string {
  return columns.shareId + columns.shareSecret;
}

/** The id and secret of a token from the address, or null when it cannot be one of ours. */
export function parseShareToken(token: unknown): ShareColumns | null {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
  return { shareId: token.slice(0, SHARE_ID_LENGTH), shareSecret: token.slice(SHARE_ID_LENGTH) };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison (the digests have the same length whatever the inputs). */
export function secretMatches(given: string, stored: string | null): boolean {
  if (!stored) return false;
  return timingSafeEqual(digest(given), digest(stored));
}
