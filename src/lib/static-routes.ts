// Public pages rendered statically per locale: no per-request nonce in their HTML, so their inline
// scripts are allowed by hash (static-page-hashes.ts). The lists are built inside the function, not
// at module level, so that mutation testing can tie a changed entry to the tests that call it.
function staticPaths(): readonly string[] {
  // Not /pay/sucesso (it reads the Stripe Checkout Session of its address) nor /checkout/<plan>
  // (its buy buttons depend on the running server's Stripe settings): rendered on each request.
  return ['/', '/termos', '/privacidade', '/suporte', '/pay/erro', '/pro-atende', '/verificar'];
}

/** True for a locale-less path served as a static page. */
export function isStaticPublicPath(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
  return staticPaths().includes(clean);
}
