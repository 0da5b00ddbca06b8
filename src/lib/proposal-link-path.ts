// The public proposal pages (/p/{token}, its PDF and logo), the public contract pages (/c/{token})
// and the headers every answer of theirs carries.

export function isProposalLinkPath(pathname: string): boolean {
  return pathname === '/p' || pathname.startsWith('/p/') || pathname === '/c' || pathname.startsWith('/c/');
}

export const PROPOSAL_LINK_HEADERS = {
  'X-Robots-Tag': 'noindex, nofollow, noarchive',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'private, no-store',
} as const;
