/**
 * Returns `target` when it is a same-site relative path (starts with one "/", no scheme, no
 * backslash tricks), else `fallback`. Used for the "back to where you came from" redirect.
 */
export function safeRedirectPath(target: string | null | undefined, fallback: string): string {
  if (!target || typeof target !== 'string') return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this check refuses
  if (/[\u0000-\u001f]/.test(target)) return fallback;
  try {
    const url = new URL(target, 'http://valora.invalid');
    if (url.origin !== 'http://valora.invalid') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
