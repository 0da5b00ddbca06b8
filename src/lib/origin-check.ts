// Cross-site request refusal (docs/security.md, "Transport and headers"), applied to every
// state-changing request in one place: src/proxy.ts.

/** GET, HEAD and OPTIONS change nothing; every other method may. */
export function isStateChanging(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}

/**
 * True when a browser request comes from another site. With an Origin header, the origin decides:
 * ours or one of TRUSTED_ORIGINS passes, anything else (and "null") is refused, whatever
 * Sec-Fetch-Site says. Without one, Fetch Metadata decides: "cross-site" and "same-site" (a
 * sibling subdomain is another origin) are refused. Requests with neither header are not browser
 * cross-site requests (server-to-server calls such as the billing webhook, curl).
 */
export function isCrossSiteRequest(headers: Pick<Headers, 'get'>, allowedOrigins: readonly string[]): boolean {
  const origin = headers.get('origin');
  if (origin) {
    if (origin === 'null') return true;
    const normalised = origin.toLowerCase().replace(/\/$/, '');
    return !allowedOrigins.some((allowed) => allowed.toLowerCase().replace(/\/$/, '') === normalised);
  }
  const fetchSite = headers.get('sec-fetch-site');
  return fetchSite === 'cross-site' || fetchSite === 'same-site';
}
