import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES, authErrorMessageKey } from '@/features/auth/error-codes';

describe('authErrorMessageKey', () => {
  it('maps the auth API errors to the spec messages', () => {
    expect(authErrorMessageKey({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 })).toBe('messages.invalidCredentials');
    expect(authErrorMessageKey({ code: 'EMAIL_NOT_VERIFIED', status: 403 })).toBe('messages.emailNotVerified');
    expect(authErrorMessageKey({ code: AUTH_ERROR_CODES.accountLocked, status: 429 })).toBe('messages.tooManyAttempts');
    expect(authErrorMessageKey({ status: 429 })).toBe('messages.tooManyAttempts');
    expect(authErrorMessageKey({ code: 'PASSWORD_TOO_SHORT', status: 400 })).toBe('validation.passwordMin');
    expect(authErrorMessageKey({ code: AUTH_ERROR_CODES.commonPassword, status: 400 })).toBe('validation.passwordCommon');
  });

  it('leaves unknown errors to the screen generic message', () => {
    expect(authErrorMessageKey({ code: 'SOMETHING_ELSE', status: 500 })).toBeUndefined();
    expect(authErrorMessageKey(null)).toBeUndefined();
  });
});
