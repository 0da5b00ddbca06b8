import { describe, expect, it } from 'vitest';
import { isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/password-rules';
import { COMMON_PASSWORDS } from '@/lib/common-passwords';
import { hashPassword, verifyPassword } from '@/lib/password';

describe('password rules', () => {
  it('minimum 8 (not the spec 6), maximum 128', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
  });

  it('refuses common passwords whatever the case or surrounding spaces', () => {
    expect(isCommonPassword('password123')).toBe(true);
    expect(isCommonPassword('  Senha123 ')).toBe(true);
    expect(isCommonPassword('cavalo-bateria-grampo')).toBe(false);
  });

  it('the common list only holds entries long enough to pass the length rule', () => {
    for (const p of COMMON_PASSWORDS) expect(p.length, p).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
  });
});

describe('password hashing', () => {
  it('uses Argon2id at m=19 MiB, t=2, p=1 and verifies only the right password', async () => {
    const hash = await hashPassword('cavalo-bateria-grampo');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'cavalo-bateria-grampo')).toBe(true);
    expect(await verifyPassword(hash, 'cavalo-bateria-grampO')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
