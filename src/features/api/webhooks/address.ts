// Where a webhook may be delivered (against SSRF): https only, and every address the host resolves to
// must be public — private, loopback, link-local, shared, multicast and reserved ranges are refused
// AFTER DNS resolution, and the connection is then made to the address that was checked (no second
// lookup a rebinding DNS could answer differently).
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { MessageKey } from '@/i18n/message-key';

export type Resolver = (host: string) => Promise<{ address: string; family: 4 | 6 }[]>;

export type AddressOptions = {
  /** The DNS lookup (tests pass a stub). */
  resolve?: Resolver;
  /**
   * Lets http://127.0.0.1 through: only the integration tests' local receiver, passed as an option
   * of the delivery function by the test itself (never read from the environment).
   */
  allowLoopbackHttp?: boolean;
};

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
  ['100::', 64],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** True for an address no webhook may reach (IPv4-mapped IPv6 judged by its IPv4). */
export function isForbiddenAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isForbiddenAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const defaultResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((r) => ({ address: r.address, family: r.family as 4 | 6 }));

export type CheckedAddress = { ok: true; url: URL; address: string; family: 4 | 6 } | { ok: false; message: MessageKey };

/** The URL parsed and its host resolved and checked; the address to connect to, or why not. */
export async function checkWebhookUrl(raw: string, options: AddressOptions = {}): Promise<CheckedAddress> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: 'api.webhooks.invalidUrl' };
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopbackTest = options.allowLoopbackHttp === true && url.protocol === 'http:' && host === '127.0.0.1';
  if (loopbackTest) return { ok: true, url, address: host, family: 4 };
  if (url.protocol !== 'https:') return { ok: false, message: 'api.webhooks.httpsOnly' };
  if (url.username || url.password) return { ok: false, message: 'api.webhooks.invalidUrl' };
  let addresses: { address: string; family: 4 | 6 }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) as 4 | 6 }] : await (options.resolve ?? defaultResolver)(host);
  } catch {
    return { ok: false, message: 'api.webhooks.unresolvable' };
  }
  if (addresses.length === 0) return { ok: false, message: 'api.webhooks.unresolvable' };
  if (addresses.some((a) => isForbiddenAddress(a.address))) return { ok: false, message: 'api.webhooks.privateAddress' };
  return { ok: true, url, address: addresses[0].address, family: addresses[0].family };
}
