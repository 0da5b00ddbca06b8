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
    ['?next=/app', 'query only'],
    ['/app\\x', 'backslash later in the path'],
  ])('falls back for %s (%s)', (target) => {
    // A fallback no target could resolve to, so a wrong "keep" cannot pass for the fallback.
    expect(safeRedirectPath(target, '/fallback')).toBe('/fallback');
  });

  it('falls back for null and undefined', () => {
    expect(safeRedirectPath(null, '/x')).toBe('/x');
    expect(safeRedirectPath(undefined, '/x')).toBe('/x');
  });

  it('falls back for anything that is not a string (a repeated query parameter read as an array)', () => {
    expect(safeRedirectPath(['/app'] as unknown as string, '/x')).toBe('/x');
    expect(safeRedirectPath(42 as unknown as string, '/x')).toBe('/x');
  });

  it('refuses only a leading "//": doubled slashes later in the path are a same-site path', () => {
    expect(safeRedirectPath('/app/clients//', '/x')).toBe('/app/clients//');
    expect(safeRedirectPath('/app//clients', '/x')).toBe('/app//clients');
  });
});
