/**
 * Content-Security-Policy for HTML pages. Dynamic pages get a per-request nonce for scripts.
 * Static public pages (nonce null) are the same HTML for everyone, so their inline scripts (the
 * framework's) are allowed by 'unsafe-inline'; they hold no user content. Every other directive
 * is the same for both.
 */
export function contentSecurityPolicy(nonce: string | null, opts: { dev?: boolean; frameSources?: string[] } = {}): string {
  const scriptSrc = [
    `'self'`,
    // No 'strict-dynamic': same-origin script files (the framework's chunks, /theme-init.js) load
    // from 'self'; inline scripts need the nonce.
    ...(nonce ? [`'nonce-${nonce}'`] : [`'unsafe-inline'`]),
    ...(opts.dev ? [`'unsafe-eval'`] : []),
  ];
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

/** The Knowledge Hub page (locale-less path): the one page whose CSP may name a frame source. */
export function isKnowledgeHubPath(path: string): boolean {
  return path.replace(/\/+$/, '') === '/app/knowledge';
}
