// The caller's address as the reverse proxy reports it (the first X-Forwarded-For hop, else
// X-Real-IP), the same headers the auth rate limit reads. Null when neither is present.
const MAX_LENGTH = 45; // the longest textual IPv6 address

export function clientIp(headers: Pick<Headers, 'get'>): string | null {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const ip = forwarded || headers.get('x-real-ip')?.trim();
  if (!ip || !/^[0-9A-Fa-f:.]+$/.test(ip)) return null;
  return ip.slice(0, MAX_LENGTH);
}

/** The user agent, capped so a huge header cannot bloat the audit record. */
export function userAgentOf(headers: Pick<Headers, 'get'>): string | null {
  const ua = headers.get('user-agent')?.trim();
  return ua ? ua.slice(0, 512) : null;
}
