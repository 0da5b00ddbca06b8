/**
 * True when a browser request comes from another site: Sec-Fetch-Site says so, or its Origin
 * is not one of ours. Requests with neither header are not browser cross-site requests.
 */
export function isCrossSiteRequest(headers: Headers, allowedOrigins: readonly string[]): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = headers.get('origin');
  if (!origin) return false;
  if (origin === 'null') return true;
  return !allowedOrigins.some((allowed) => allowed.replace(/\/$/, '') === origin);
}
