// The one answer to "which address is this request from?", for every limit and every record
// (the auth limits and the sessions better-auth stores, the acceptance and signature records,
// view tracking, the public PDF limit).
//
// The app always runs behind Valora's own server (scripts/server.ts), which appends the
// connection's address to X-Forwarded-For exactly as nginx's $proxy_add_x_forwarded_for does. So
// the right-most value is always the peer that opened the TCP connection, and every value left of
// it was written by someone further away: a trusted proxy, or the caller (who can write anything).
// TRUSTED_PROXY_HOPS says how many proxies in front of Valora append their peer's address; the
// client is the value that many hops from the right. Everything further left is ignored.
import { isIP } from 'node:net';
import { getEnv } from '@/env';

const MAX_LENGTH = 45; // the longest textual IPv6 address

/** "::ffff:203.0.113.7" (an IPv4 client on a dual-stack socket) reads as "203.0.113.7". */
function normalise(value: string): string | null {
  let ip = value.trim();
  // RFC 7239-style "[2001:db8::1]" or "203.0.113.7:51234" as some proxies write them.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'));
  if (ip.length > MAX_LENGTH || !isIP(ip)) return null;
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(ip);
  return (mapped ? mapped[1] : ip).toLowerCase();
}

/**
 * The address `trustedHops` entries from the right of an X-Forwarded-For chain. With fewer
 * entries than that (a request that reached the app without passing the proxies), the left-most
 * one. Null when that entry is not an IP address.
 */
export function addressFromForwardedChain(chain: string | null | undefined, trustedHops: number): string | null {
  const hops = (chain ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (hops.length === 0) return null;
  const index = Math.max(0, hops.length - 1 - Math.max(0, Math.floor(trustedHops)));
  return normalise(hops[index]);
}

/** The client's address, per TRUSTED_PROXY_HOPS; null when the request carries none. */
export function clientIp(headers: Pick<Headers, 'get'>, trustedHops: number = getEnv().TRUSTED_PROXY_HOPS): string | null {
  return addressFromForwardedChain(headers.get('x-forwarded-for'), trustedHops);
}

/**
 * Where the address is handed to better-auth (advanced.ipAddress.ipAddressHeaders): the auth
 * route overwrites it with clientIp() on every request, so its rate limit and the sessions it
 * records use exactly this module's answer, whatever the caller wrote there.
 */
export const CLIENT_IP_HEADER = 'x-valora-client-ip';

/** A copy of `headers` whose CLIENT_IP_HEADER is clientIp()'s answer (absent when there is none). */
export function withClientIpHeader(headers: Headers): Headers {
  const copy = new Headers(headers);
  const ip = clientIp(headers);
  if (ip) copy.set(CLIENT_IP_HEADER, ip);
  else copy.delete(CLIENT_IP_HEADER);
  return copy;
}

/** The user agent, capped so a huge header cannot bloat the audit record. */
export function userAgentOf(headers: Pick<Headers, 'get'>): string | null {
  const ua = headers.get('user-agent')?.trim();
  return ua ? ua.slice(0, 512) : null;
}
