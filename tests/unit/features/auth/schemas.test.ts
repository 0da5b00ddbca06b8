import { describe, expect, it } from 'vitest';
import { firstIssueKey, forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema } from '@/features/auth/schemas';

const signup = (email: string, password: string, confirmPassword: string) => {
  const r = signupSchema.safeParse({ email, password, confirmPassword });
  return r.success ? 'ok' : firstIssueKey(r.error);
};

describe('auth form rules', () => {
  it('sign-up checks, in order: all fields, matching passwords, length, common passwords', () => {
    expect(signup('', 'abcdefgh', 'abcdefgh')).toBe('validation.fillAll');
    expect(signup('a@b.com', '', '')).toBe('validation.fillAll');
    expect(signup('a@b.com', 'abcdefgh1', 'abcdefgh2')).toBe('validation.passwordsMismatch');
    expect(signup('a@b.com', 'abc1234', 'abc1234')).toBe('validation.passwordMin');
    expect(signup('a@b.com', 'x'.repeat(129), 'x'.repeat(129))).toBe('validation.passwordMax');
    expect(signup('a@b.com', 'password123', 'password123')).toBe('validation.passwordCommon');
    expect(signup('not-an-email', 'cavalo-bateria', 'cavalo-bateria')).toBe('validation.invalidEmail');
    expect(signup(' ana@exemplo.com ', 'cavalo-bateria', 'cavalo-bateria')).toBe('ok');
  });

  it('login needs email and password', () => {
    const r = loginSchema.safeParse({ email: '', password: '', rememberMe: false });
    expect(r.success || firstIssueKey(r.error)).toBe('validation.fillEmailPassword');
    expect(loginSchema.safeParse({ email: 'a@b.com', password: 'x', rememberMe: true }).success).toBe(true);
  });

  it('forgot password needs the email first', () => {
    const r = forgotPasswordSchema.safeParse({ email: '  ' });
    expect(r.success || firstIssueKey(r.error)).toBe('validation.emailFirst');
  });

  it('reset password applies the same rules as sign-up', () => {
    const mismatch = resetPasswordSchema.safeParse({ password: 'cavalo-bateria', confirmPassword: 'cavalo-bateriA' });
    expect(mismatch.success || firstIssueKey(mismatch.error)).toBe('validation.passwordsMismatch');
    const short = resetPasswordSchema.safeParse({ password: 'curta', confirmPassword: 'curta' });
    expect(short.success || firstIssueKey(short.error)).toBe('validation.passwordMin');
  });
});
