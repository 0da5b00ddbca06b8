import { expect, test } from '../support/test';
import { DEMO } from '../support/fixtures';
import { E2E } from '../support/constants';

const baseline = (headers: Record<string, string>) => {
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
};

test('static public pages carry the CSP without a nonce and the security headers', async ({ request }) => {
  for (const path of ['/', '/en', '/termos', '/de/suporte']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const headers = res.headers();
    baseline(headers);
    const csp = headers['content-security-policy'];
    // No 'unsafe-inline': the prerendered HTML's inline scripts, each by its SHA-256.
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    expect(csp).not.toContain('nonce-');
    expect(csp.length).toBeLessThan(2048);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  }
});

// A plan's checkout page is rendered per request too (its buy buttons follow the server's Stripe settings).
test('auth and checkout pages carry a per-request nonce CSP and the security headers', async ({ request }) => {
  for (const path of ['/auth/login', '/en/auth/signup', '/checkout/pleno']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const headers = res.headers();
    baseline(headers);
    const csp = headers['content-security-policy'];
    // The nonce, and the document's inline theme script by its hash (its HTML is the same on every page).
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'sha256-[A-Za-z0-9+/=]+';/);
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The nonce is fresh on every request.
    const again = (await request.get(path)).headers()['content-security-policy'];
    expect(again).not.toBe(csp);
  }
});

test('signed-in pages are never cached', async ({ request }) => {
  const login = await request.post('/api/auth/sign-in/email', {
    data: { email: DEMO.email, password: DEMO.password },
    headers: { origin: E2E.appUrl },
  });
  expect(login.status()).toBe(200);
  for (const path of ['/app/dashboard', '/app/settings', '/en/app/clients']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    baseline(res.headers());
    expect(res.headers()['cache-control']).toContain('no-store');
  }
});

test('the page scripts run under the CSP (no violations while using the login form)', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Preencha email e senha')).toBeVisible();
  expect(violations).toEqual([]);
});

// The server keeps idle keep-alive connections 65 s (src/lib/keep-alive.ts): a client that reuses
// its socket after a pause must not race Node's 5 s close (CI once lost a request to ECONNRESET).
test('the server keeps an idle connection 65 s, and says so', async ({ request }) => {
  const res = await request.get('/auth/login');
  expect(res.status()).toBe(200);
  expect(res.headers()['connection']).toBe('keep-alive');
  expect(res.headers()['keep-alive']).toBe('timeout=65');
});
