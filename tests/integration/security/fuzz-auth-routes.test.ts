// Fuzzing of the auth routes: better-auth's real handler, behind the app's origin check,
// gets FUZZ_RUNS (200) bad JSON bodies per endpoint (sign-up, sign-in, password reset request and
// reset, verification e-mail, and the signed-in profile and password changes), with odd content
// types. Never a 5xx or a stack trace; no row written by a refused request. Every request comes
// from a new address so the per-IP limit does not turn the run into one 429.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it, vi } from 'vitest';
import { GET, POST } from '@/app/api/auth/[...all]/route';
import { badBody, badValue, toJson } from './bad-inputs';
import { type FuzzAccount, freshIp, seedFuzzAccounts } from './fuzz-fixtures';
import { BASE, fuzzRoute, type RouteCall, routeTally } from './route-harness';

const FUZZ_TIMEOUT = 120_000;
// Written by design on a refused request: better-auth's per-IP counters, the per-account
// failed sign-in records (the brute-force limits of docs/security.md) and the per-recipient e-mail caps.
const exclude = ['rate_limits', 'sign_in_failures', 'auth_mail_sends'];
let owner: FuzzAccount;

beforeAll(async () => {
  ({ owner } = await seedFuzzAccounts());
  // better-auth logs refused requests and unexpected input at error level; the assertions are on the answers.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
}, 60_000);

afterAll(() => routeTally.print('Auth routes fuzzed:'));

const contentType = fc.oneof(
  { weight: 5, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/json; charset=latin1',
      '',
    ),
  },
);

/** A JSON POST to an auth path, as the examples of bugs the fuzz found (see input-guards.ts). */
function authPost(path: string, body: unknown, signedIn = false): RouteCall {
  return {
    path: `/api/auth${path}`,
    body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      origin: BASE,
      'x-forwarded-for': freshIp(),
      ...(signedIn ? { cookie: owner.cookie } : {}),
    },
  };
}

function authCalls(path: string, valid: Record<string, unknown>, signedIn = false): fc.Arbitrary<RouteCall> {
  return fc.tuple(badBody(valid), contentType).map(([body, type]) => ({
    path: `/api/auth${path}`,
    body,
    headers: {
      ...(type ? { 'content-type': type } : {}),
      origin: BASE,
      'x-forwarded-for': freshIp(),
      ...(signedIn ? { cookie: owner.cookie } : {}),
    },
  }));
}

describe('fuzz: auth routes (better-auth through the app handler)', () => {
  it('POST /api/auth/sign-up/email', { timeout: FUZZ_TIMEOUT }, async () => {
    const valid = { email: 'nova-fuzz@exemplo.com', password: 'cavalo-bateria-grampo', name: 'Nova Pessoa' };
    // A name with odd characters (an RTL mark, an emoji) is still a name: about a quarter are valid sign-ups.
    const examples = [
      authPost('/sign-up/email', { ...valid, name: 'a'.repeat(100_000) }), // was stored as it came
      authPost('/sign-up/email', { ...valid, image: 'javascript:alert(1)' }), // was stored as it came
      authPost('/sign-up/email', { ...valid, callbackURL: 'https://evil.example/' }),
    ];
    await fuzzRoute('POST /api/auth/sign-up/email', authCalls('/sign-up/email', valid), POST, {
      exclude,
      minRefusedShare: 0.6,
      examples,
    });
  });

  it('POST /api/auth/sign-in/email', { timeout: FUZZ_TIMEOUT }, async () => {
    const valid = { email: 'ninguem-fuzz@exemplo.com', password: 'errada-mas-longa-123', rememberMe: true };
    await fuzzRoute('POST /api/auth/sign-in/email', authCalls('/sign-in/email', valid), POST, {
      exclude,
      examples: [authPost('/sign-in/email', { ...valid, email: 'ana\u0000@exemplo.com' })], // the lock check's query failed: 500
    });
  });

  it('POST /api/auth/sign-in/email with a bad known-device cookie', { timeout: FUZZ_TIMEOUT }, async () => {
    const valid = { email: 'ninguem-fuzz@exemplo.com', password: 'errada-mas-longa-123' };
    const cookie = badBody()
      .map((s) => s.slice(0, 4000))
      .filter((s) => /^[\x20-\x7e]*$/.test(s)); // a header carries printable ASCII only
    const calls = cookie.map((value): RouteCall => {
      const call = authPost('/sign-in/email', valid);
      return { ...call, headers: { ...call.headers, cookie: `valora.known_device=${value}` } };
    });
    await fuzzRoute('POST /api/auth/sign-in/email (device cookie)', calls, POST, {
      exclude,
      examples: [
        authPost('/sign-in/email', valid),
        {
          ...authPost('/sign-in/email', valid),
          headers: { ...authPost('/sign-in/email', valid).headers, cookie: 'valora.known_device=%E0%A4%A' },
        },
      ],
    });
  });

  it('POST /api/auth/sign-in/magic-link is never served over HTTP', { timeout: FUZZ_TIMEOUT }, async () => {
    const valid = { email: owner.email, callbackURL: '/app/dashboard' };
    await fuzzRoute('POST /api/auth/sign-in/magic-link', authCalls('/sign-in/magic-link', valid), POST, {
      exclude,
      readOnly: true,
      minRefusedShare: 1,
      examples: [authPost('/sign-in/magic-link', valid)],
    });
  });

  it('GET /api/auth/magic-link/verify?token=', { timeout: FUZZ_TIMEOUT }, async () => {
    const text = badBody()
      .map((s) => s.slice(0, 2000))
      .filter((s) => s.isWellFormed());
    const calls = fc.tuple(text, text, text).map(([token, callback, errorCallback]): RouteCall => ({
      path: `/api/auth/magic-link/verify?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(callback)}&errorCallbackURL=${encodeURIComponent(errorCallback)}`,
      headers: { 'x-forwarded-for': freshIp() },
    }));
    const examples = ['%7B%22a%22%3A1e999%7D', 'https%3A%2F%2Fevil.example', '%2F%2Fevil.example'].map((url): RouteCall => ({
      path: `/api/auth/magic-link/verify?token=abc&callbackURL=${url}&errorCallbackURL=${url}`,
      headers: { 'x-forwarded-for': freshIp() },
    }));
    await fuzzRoute('GET /api/auth/magic-link/verify', calls, GET, { exclude, examples, readOnly: true });
  });

  it('POST /api/auth/request-password-reset and /reset-password', { timeout: FUZZ_TIMEOUT }, async () => {
    const request = { email: 'ninguem-fuzz@exemplo.com', redirectTo: '/auth/reset-password' };
    // Same answer for known and unknown e-mails (no enumeration): a valid shape is a 200, so few are refused.
    await fuzzRoute('POST /api/auth/request-password-reset', authCalls('/request-password-reset', request), POST, {
      exclude,
      minRefusedShare: 0.5,
    });
    const reset = { token: 'a'.repeat(24), newPassword: 'cavalo-bateria-grampo' };
    await fuzzRoute('POST /api/auth/reset-password', authCalls('/reset-password', reset), POST, { exclude });
  });

  it('POST /api/auth/send-verification-email', { timeout: FUZZ_TIMEOUT }, async () => {
    // Bad e-mails, and bodies that are not one: better-auth holds every accepted answer 500 ms (no
    // timing enumeration), so valid shapes with an extra key (accepted) are left to the other endpoints.
    const body = fc.oneof(
      badBody(),
      badValue.map((email) => toJson({ email })),
    );
    const calls = fc.tuple(body, contentType).map(([text, type]): RouteCall => ({
      path: '/api/auth/send-verification-email',
      body: text,
      headers: { ...(type ? { 'content-type': type } : {}), origin: BASE, 'x-forwarded-for': freshIp() },
    }));
    await fuzzRoute('POST /api/auth/send-verification-email', calls, POST, { exclude });
  });

  it('POST /api/auth/update-user and /change-password (signed in)', { timeout: FUZZ_TIMEOUT }, async () => {
    // A new name is a valid change (and a write); the rest must be refused.
    const examples = [
      authPost('/update-user', { name: null }, true), // 500: NOT NULL
      authPost('/update-user', { name: 5 }, true), // stored as "5"
      authPost('/update-user', { name: 'a'.repeat(100_000) }, true), // stored as it came
      authPost('/update-user', { image: 'javascript:alert(1)' }, true), // stored as it came
    ];
    await fuzzRoute('POST /api/auth/update-user', authCalls('/update-user', { name: 'Ana Nova' }, true), POST, {
      exclude,
      minRefusedShare: 0.5,
      examples,
    });
    const change = { currentPassword: 'errada-mas-longa-123', newPassword: 'cavalo-bateria-grampo', revokeOtherSessions: false };
    await fuzzRoute('POST /api/auth/change-password', authCalls('/change-password', change, true), POST, { exclude });
  });

  it('GET /api/auth/verify-email?token=', { timeout: FUZZ_TIMEOUT }, async () => {
    const text = badBody()
      .map((s) => s.slice(0, 2000))
      .filter((s) => s.isWellFormed()); // an address carries well-formed text only
    const calls = fc.tuple(text, text).map(([token, callback]): RouteCall => ({
      path: `/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(callback)}`,
      headers: { 'x-forwarded-for': freshIp() },
    }));
    // With better-auth's checks off (its NODE_ENV=test default) these were a 500 and an open redirect.
    const examples = ['%7B%22a%22%3A1e999%7D', 'https%3A%2F%2Fevil.example'].map((callbackURL): RouteCall => ({
      path: `/api/auth/verify-email?token=abc&callbackURL=${callbackURL}`,
      headers: { 'x-forwarded-for': freshIp() },
    }));
    await fuzzRoute('GET /api/auth/verify-email', calls, GET, { exclude, examples });
  });
});
