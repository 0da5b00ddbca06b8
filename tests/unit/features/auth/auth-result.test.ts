import { describe, expect, it } from 'vitest';
import { authResult } from '@/features/auth/auth-result';

const answer = (error: { code?: string; status?: number } | null) => Promise.resolve({ error });

describe('authResult', () => {
  it('is ok when better-auth answers no error', async () => {
    expect(await authResult(answer(null), 'messages.loginError')).toEqual({ ok: true, data: null });
  });

  it('names a known error by its message key, whatever the screen', async () => {
    expect(await authResult(answer({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 }), 'messages.loginError')).toMatchObject({
      ok: false,
      message: 'messages.invalidCredentials',
    });
    expect(await authResult(answer({ status: 429 }), 'messages.signupError')).toMatchObject({
      message: 'messages.tooManyAttempts',
    });
  });

  it("prefers the screen's own key for a code, and its generic message for an unknown one", async () => {
    const invalidLink = { INVALID_TOKEN: 'auth.reset.invalidLink' } as const;
    expect(await authResult(answer({ code: 'INVALID_TOKEN', status: 400 }), 'messages.resetError', invalidLink)).toMatchObject({
      message: 'auth.reset.invalidLink',
    });
    expect(await authResult(answer({ code: 'SOMETHING_NEW', status: 500 }), 'messages.resetError', invalidLink)).toMatchObject({
      message: 'messages.resetError',
    });
  });
});
