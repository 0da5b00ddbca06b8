/** Content-Security-Policy for HTML pages, with a per-request nonce for scripts. */
export function contentSecurityPolicy(nonce: string, opts: { dev?: boolean; frameSources?: string[] } = {}): string {
  const scriptSrc = [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`, ...(opts.dev ? [`'unsafe-eval'`] : [])];
  const directives: Record<string, string[]> = {
    'default-src': [`'self'`],
    'script-src': scriptSrc,
    // Radix and Next inject style attributes at run time.
    'style-src': [`'self'`, `'unsafe-inline'`],
    'img-src': [`'self'`, 'data:', 'blob:'],
    'font-src': [`'self'`, 'data:'],
    'connect-src': [`'self'`, ...(opts.dev ? ['ws:'] : [])],
    'frame-src': opts.frameSources?.length ? opts.frameSources : [`'none'`],
    'object-src': [`'none'`],
    'base-uri': [`'none'`],
    'form-action': [`'self'`],
    'frame-ancestors': [`'none'`],
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(' ')}`)
    .join('; ');
}
