import { describe, expect, it } from 'vitest';
import {
  ACTION_BODY_MAX_BYTES,
  AUTH_BODY_MAX_BYTES,
  bodyLimitFor,
  DEFAULT_BODY_MAX_BYTES,
  LOGO_MAX_BYTES,
  WEBHOOK_BODY_MAX_BYTES,
} from '@/lib/body-limits';

describe('bodyLimitFor', () => {
  it('gives every auth route, and only those, the small auth cap', () => {
    for (const p of ['/api/auth', '/api/auth/', '/api/auth/sign-in/email', '/api/auth/sign-up/email'])
      expect(bodyLimitFor(p, false), p).toBe(AUTH_BODY_MAX_BYTES);
    // A path that merely begins like it is another route; the auth cap applies to actions there too.
    expect(bodyLimitFor('/api/authx', false)).toBe(DEFAULT_BODY_MAX_BYTES);
    expect(bodyLimitFor('/api/auth/sign-in/email', true)).toBe(AUTH_BODY_MAX_BYTES);
  });

  it('gives the logo upload and the payment webhook their own caps, on their exact paths', () => {
    expect(bodyLimitFor('/api/account/logo', false)).toBe(LOGO_MAX_BYTES);
    expect(bodyLimitFor('/api/account/logo', true)).toBe(LOGO_MAX_BYTES);
    expect(bodyLimitFor('/api/account/logo/x', false)).toBe(DEFAULT_BODY_MAX_BYTES);
    expect(bodyLimitFor('/api/billing/webhook', false)).toBe(WEBHOOK_BODY_MAX_BYTES);
    expect(bodyLimitFor('/api/billing/webhook', true)).toBe(WEBHOOK_BODY_MAX_BYTES);
    expect(bodyLimitFor('/api/billing/webhook/', false)).toBe(DEFAULT_BODY_MAX_BYTES);
  });

  it('gives a server action, on any page, the action cap, and everything else the default', () => {
    for (const p of ['/', '/app/clients', '/en/app/proposals/new', '/p/abc'])
      expect([bodyLimitFor(p, true), bodyLimitFor(p, false)], p).toEqual([ACTION_BODY_MAX_BYTES, DEFAULT_BODY_MAX_BYTES]);
  });

  it('sizes each cap by what the route really receives', () => {
    // An e-mail, a password of at most 128 characters, a name and a callback fit in 8 KB.
    expect(AUTH_BODY_MAX_BYTES).toBe(8 * 1024);
    // The logo rule of the settings page: a PNG or JPEG of at most 5 MB.
    expect(LOGO_MAX_BYTES).toBe(5 * 1024 * 1024);
    // next.config.ts gives the framework the same 1 MB for server actions.
    expect(ACTION_BODY_MAX_BYTES).toBe(1024 * 1024);
    expect(WEBHOOK_BODY_MAX_BYTES).toBe(64 * 1024);
    expect(DEFAULT_BODY_MAX_BYTES).toBe(64 * 1024);
  });
});
