// Public pages rendered statically per locale: no per-request nonce in their HTML, so their inline
// scripts are allowed by hash (static-page-hashes.ts).
const STATIC_PATHS = ['/', '/termos', '/privacidade', '/suporte', '/pay/sucesso', '/pay/erro', '/pro-atende', '/verificar'];
const STATIC_PREFIXES = ['/checkout/'];

/** True for a locale-less path served as a static page. */
export function isStaticPublicPath(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
  return STATIC_PATHS.includes(clean) || STATIC_PREFIXES.some((p) => clean.startsWith(p));
}
