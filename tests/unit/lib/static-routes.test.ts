import { describe, expect, it } from 'vitest';
import { isStaticPublicPath } from '@/lib/static-routes';

describe('isStaticPublicPath', () => {
  it('lists the public pages rendered statically', () => {
    for (const p of ['/', '/termos', '/privacidade/', '/suporte', '/pay/erro', '/pro-atende', '/verificar']) {
      expect(isStaticPublicPath(p), p).toBe(true);
    }
  });

  it('keeps the auth pages, the app, the payment result and unknown paths dynamic (with a nonce)', () => {
    // /pay/sucesso reads the Checkout Session named in its address on the server, on each request;
    // /checkout/<plan> shows the running server's Stripe offers.
    for (const p of ['/auth/login', '/auth/signup', '/app/dashboard', '/pay/sucesso', '/checkout/pleno', '/termos-falsos', '/pay', '/nada']) {
      expect(isStaticPublicPath(p), p).toBe(false);
    }
  });
});
