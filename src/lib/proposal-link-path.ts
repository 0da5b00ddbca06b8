// The public proposal pages (/p/{token}, its PDF and logo) and the headers every answer of theirs carries.

export function isProposalLinkPath(pathname: string): boolean {
  return pathname === '/p' || pathname.startsWith('/p/');
}

export const PROPOSAL_LINK_HEADERS = {
  'X-Robots-Tag': 'noindex, nofollow, noarchive',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'private, no-store',
} as const;
