import { describe, expect, it } from 'vitest';
import { maskEmail } from '@/lib/mask-email';

describe('maskEmail', () => {
  it.each([
    ['joana.silva@exemplo.com.br', 'j***@e***.br'],
    ['a@b.co', 'a***@b***.co'],
    ['ana@localhost', 'a***@l***'],
    ['sem-arroba', '***'],
    ['@exemplo.com', '***'],
  ])('%s -> %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('never contains the name or the domain', () => {
    const masked = maskEmail('fernanda.oliveira@agenciaexemplo.com.br');
    expect(masked).not.toContain('fernanda');
    expect(masked).not.toContain('agenciaexemplo');
  });
});
