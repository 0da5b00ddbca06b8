import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '@/lib/safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirectPath('/app/clients?status=ativo#x', '/app/dashboard')).toBe('/app/clients?status=ativo#x');
    expect(safeRedirectPath('/en/app/settings?tab=subscription', '/')).toBe('/en/app/settings?tab=subscription');
  });

  it.each([
    ['//evil.example/app', 'protocol-relative'],
    ['https://evil.example', 'absolute URL'],
    ['javascript:alert(1)', 'script URL'],
    ['/\\evil.example', 'backslash trick'],
    ['\\\\evil.example', 'backslashes'],
    ['/app\n/x', 'control character'],
    ['', 'empty'],
    ['app/dashboard', 'relative without slash'],
  ])('falls back for %s (%s)', (target) => {
    expect(safeRedirectPath(target, '/app/dashboard')).toBe('/app/dashboard');
  });

  it('falls back for null and undefined', () => {
    expect(safeRedirectPath(null, '/x')).toBe('/x');
    expect(safeRedirectPath(undefined, '/x')).toBe('/x');
  });
});
