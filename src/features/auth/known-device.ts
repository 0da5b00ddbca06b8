// The known-device cookie (OWASP "device cookies"): issued on each successful sign-in, it names
// the account (by an HMAC over the normalised e-mail, so the cookie itself does not reveal it) and
// a random nonce. A browser that presents a valid one signs in through its own failure bucket, so
// a stranger filling the account's shared bucket cannot lock the owner out.
//
// One cookie holds the entries of the last few accounts signed in on this browser, newest first:
// `nonce.mac~nonce.mac~...`, each mac = HMAC-SHA256(secret, "known-device", e-mail, nonce).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { normaliseEmail } from './account-lock';

export const KNOWN_DEVICE_COOKIE = 'valora.known_device';
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;
/** Accounts remembered per browser (a shared computer, a freelancer with two accounts). */
const MAX_ENTRIES = 5;
const ENTRY = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** `__Host-` on https: the browser then refuses it from a sub-domain, a path or plain http. */
export function knownDeviceCookieName(secure: boolean): string {
  return secure ? `__Host-${KNOWN_DEVICE_COOKIE}` : KNOWN_DEVICE_COOKIE;
}

function mac(secret: string, email: string, nonce: string): Buffer {
  return createHmac('sha256', secret)
    .update(`known-device\0${normaliseEmail(email)}\0${nonce}`)
    .digest();
}

function entries(value: string | null | undefined): { nonce: string; mac: string }[] {
  if (!value || value.length > 1024) return [];
  return value
    .split('~')
    .slice(0, MAX_ENTRIES)
    .flatMap((entry) => {
      const match = ENTRY.exec(entry);
      return match ? [{ nonce: match[1], mac: match[2] }] : [];
    });
}

/** The nonce of this browser's entry for the account, or null when it holds no valid one. */
export function knownDeviceFor(value: string | null | undefined, email: string, secret: string): string | null {
  for (const entry of entries(value)) {
    const expected = mac(secret, email, entry.nonce);
    const given = Buffer.from(entry.mac, 'base64url');
    if (given.length === expected.length && timingSafeEqual(given, expected)) return entry.nonce;
  }
  return null;
}

/**
 * The cookie's next value after a successful sign-in to `email`: a fresh entry for the account
 * first, the account's old entry dropped, the other accounts' valid-looking entries kept.
 */
export function withKnownDevice(value: string | null | undefined, email: string, secret: string): string {
  const old = knownDeviceFor(value, email, secret);
  const nonce = randomBytes(16).toString('base64url');
  const fresh = `${nonce}.${mac(secret, email, nonce).toString('base64url')}`;
  const others = entries(value)
    .filter((e) => e.nonce !== old)
    .map((e) => `${e.nonce}.${e.mac}`);
  return [fresh, ...others].slice(0, MAX_ENTRIES).join('~');
}

/** The value of one cookie from a Cookie header, or null. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null; // a malformed escape: no valid entry
    }
  }
  return null;
}
