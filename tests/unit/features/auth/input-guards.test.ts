import { describe, expect, it } from 'vitest';
import { authInputProblem, USER_NAME_MAX_LENGTH } from '@/features/auth/input-guards';

const signUp = { email: 'ana@exemplo.com', password: 'cavalo-bateria-grampo', name: 'ana' };

describe('auth input guards (found by the fuzz tests)', () => {
  it('lets ordinary requests through', () => {
    expect(authInputProblem('/sign-up/email', signUp, {})).toBeNull();
    expect(authInputProblem('/update-user', { name: 'Ana Souza' }, undefined)).toBeNull();
    expect(authInputProblem('/update-user', {}, undefined)).toBeNull();
    expect(authInputProblem('/sign-in/email', { email: 'ana@exemplo.com', password: 'x' }, undefined)).toBeNull();
    expect(authInputProblem('/sign-up/email', { ...signUp, name: 'a'.repeat(USER_NAME_MAX_LENGTH) }, {})).toBeNull();
  });

  it('refuses a NUL anywhere in the body or the query', () => {
    expect(authInputProblem('/sign-in/email', { email: 'ana\u0000@exemplo.com', password: 'x' }, undefined)?.code).toBe(
      'INVALID_INPUT',
    );
    expect(authInputProblem('/reset-password', { token: 'a', nested: [{ x: '\u0000' }] }, undefined)?.code).toBe('INVALID_INPUT');
    expect(authInputProblem('/verify-email', undefined, { token: 'a\u0000' })?.code).toBe('INVALID_INPUT');
  });

  it.each([null, 5, '', '   ', 'a'.repeat(USER_NAME_MAX_LENGTH + 1), ['ana'], { first: 'ana' }])(
    'refuses the name %j on sign-up and on update-user',
    (name) => {
      expect(authInputProblem('/sign-up/email', { ...signUp, name }, {})?.code).toBe('INVALID_NAME');
      expect(authInputProblem('/update-user', { name }, {})?.code).toBe('INVALID_NAME');
    },
  );

  it('refuses a missing name on sign-up and any image', () => {
    const { name: _name, ...noName } = signUp;
    expect(authInputProblem('/sign-up/email', noName, {})?.code).toBe('INVALID_NAME');
    expect(authInputProblem('/sign-up/email', { ...signUp, image: 'javascript:alert(1)' }, {})?.code).toBe('FIELD_NOT_ALLOWED');
    expect(authInputProblem('/update-user', { image: 'https://exemplo.com/a.png' }, {})?.code).toBe('FIELD_NOT_ALLOWED');
    expect(authInputProblem('/update-user', { image: null }, {})).toBeNull();
  });
});
