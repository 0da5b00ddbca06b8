import { describe, expect, it } from 'vitest';
import { deferrableResetRequest } from '@/features/auth/reset-request';

describe('deferrableResetRequest', () => {
  it('takes an e-mail with or without a redirect inside the app', () => {
    expect(deferrableResetRequest({ email: 'ana@exemplo.com' })).toEqual({ email: 'ana@exemplo.com' });
    expect(deferrableResetRequest({ email: 'ana@exemplo.com', redirectTo: '/en/auth/reset-password' })).toEqual({
      email: 'ana@exemplo.com',
      redirectTo: '/en/auth/reset-password',
    });
  });

  it('leaves everything else to better-auth (its checks answer as before)', () => {
    for (const body of [
      null,
      'ana@exemplo.com',
      { email: 'não é email' },
      { email: 5 },
      { email: `${'a'.repeat(250)}@exemplo.com` },
      { email: 'ana@exemplo.com', redirectTo: 'https://evil.example/' },
      { email: 'ana@exemplo.com', redirectTo: '//evil.example/' },
      { email: 'ana@exemplo.com', redirectTo: '/\\evil.example/' },
      { email: 'ana@exemplo.com', redirectTo: '/a?x=1' },
      { email: 'ana@exemplo.com', extra: 1 },
    ])
      expect(deferrableResetRequest(body), JSON.stringify(body)).toBeNull();
  });
});
