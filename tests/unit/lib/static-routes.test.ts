import { describe, expect, it } from 'vitest';
import { isStaticPublicPath } from '@/lib/static-routes';

describe('isStaticPublicPath', () => {
  it('lists the public pages rendered statically', () => {
    for (const p of [
      '/',
      '/termos',
      '/privacidade/',
      '/suporte',
      '/pay/sucesso',
      '/pay/erro',
      '/checkout/pleno',
      '/pro-atende',
      '/verificar',
    ]) {
      expect(isStaticPublicPath(p), p).toBe(true);
    }
  });

  it('keeps the auth pages, the app and unknown paths dynamic (with a nonce)', () => {
    for (const p of ['/auth/login', '/auth/signup', '/app/dashboard', '/termos-falsos', '/pay', '/nada']) {
      expect(isStaticPublicPath(p), p).toBe(false);
    }
  });
});
