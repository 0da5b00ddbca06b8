import { describe, expect, it } from 'vitest';
import { maskEmail } from '@/lib/mask-email';

describe('maskEmail', () => {
  it.each([
    ['joana.silva@exemplo.com.br', 'j***@e***.br'],
    ['a@b.co', 'a***@b***.co'],
    ['ana@localhost', 'a***@l***'],
    ['sem-arroba', '***'],
    ['@exemplo.com', '***'],
    // A one-letter name is still a name (the @ at index 1).
    ['j@exemplo.com', 'j***@e***.com'],
    // The last @ splits: a quoted name may hold another.
    ['"a@b"@exemplo.org', '"***@e***.org'],
    // No domain, or a domain that is only a last label: nothing of it is shown but that label's dot form.
    ['ana@', 'a***@'],
    ['ana@.br', 'a***@.***'],
  ])('%s -> %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('never contains the name or the domain', () => {
    const masked = maskEmail('fernanda.oliveira@agenciaexemplo.com.br');
    expect(masked).not.toContain('fernanda');
    expect(masked).not.toContain('agenciaexemplo');
  });
});
