// What Valora's server (scripts/server.ts) does to every request before Next.js sees it:
// - records the connection's address the way a reverse proxy does (appended to X-Forwarded-For,
//   as nginx's $proxy_add_x_forwarded_for), so src/lib/client-ip.ts can tell the peer from what the
//   caller wrote, and drops any caller-written copy of the header the auth route hands to better-auth;
// - caps the body before anyone reads it (src/lib/body-limits.ts): a declared Content-Length over
//   the cap answers 413 without reading; a chunked body is read up to the cap (413 past it) and
//   handed on as a complete body of known length, as nginx's request buffering does;
// - refuses a server action whose arguments nest deeper than any real form's (the framework's
//   decoder recurses per level: 20,000 levels in 40 KB overflowed its stack, a 500).
import { IncomingMessage, type ServerResponse } from 'node:http';
import { localeFromHeaders } from '@/i18n/locale-from-headers';
import { catalogues } from '@/i18n/messages';
import { isLocale, type Locale } from '@/i18n/routing';
import { bodyLimitFor } from './body-limits';
import { CLIENT_IP_HEADER } from './client-ip';

function pathnameOf(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://x').pathname;
  } catch {
    return '/';
  }
}

/** The language of a refusal: the path's locale prefix, else the caller's saved choice or Accept-Language. */
function refusalLocale(req: IncomingMessage, pathname: string): Locale {
  const first = pathname.split('/')[1];
  if (isLocale(first)) return first;
  const headers = new Headers();
  for (const name of ['cookie', 'accept-language']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return localeFromHeaders(headers);
}

/** Deeper than this, a server action's arguments are refused (a real form's are under 10 levels). */
export const ACTION_MAX_NESTING = 64;

/**
 * The deepest nesting of [ and { in a JSON-like text, outside strings. A server action's body is
 * React's encoding of its arguments: JSON, or multipart parts holding JSON.
 */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth = Math.max(0, depth - 1);
  }
  return deepest;
}

type Refusal = { status: 400 | 413; code: 'PAYLOAD_TOO_LARGE' | 'MALFORMED_REQUEST' };
const TOO_LARGE: Refusal = { status: 413, code: 'PAYLOAD_TOO_LARGE' };
const TOO_DEEP: Refusal = { status: 400, code: 'MALFORMED_REQUEST' };

/** 4xx, in the shape the caller understands: text/plain for a server action (its client shows it), else JSON. */
function refuse(req: IncomingMessage, res: ServerResponse, pathname: string, refusal: Refusal) {
  const messages = catalogues[refusalLocale(req, pathname)].messages;
  const message = refusal.status === 413 ? messages.bodyTooLarge : messages.malformedRequest;
  const action = req.headers['next-action'] !== undefined;
  const body = action ? message : JSON.stringify({ code: refusal.code, message });
  res.writeHead(refusal.status, {
    'content-type': action ? 'text/plain' : 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    // The rest of the body is never read: the connection cannot be reused.
    connection: 'close',
  });
  res.end(body);
}

function appendPeerAddress(req: IncomingMessage) {
  delete req.headers[CLIENT_IP_HEADER];
  const peer = req.socket.remoteAddress;
  if (!peer) return;
  const existing = req.headers['x-forwarded-for'];
  const chain = Array.isArray(existing) ? existing.join(', ') : existing;
  req.headers['x-forwarded-for'] = chain?.trim() ? `${chain}, ${peer}` : peer;
}

/** The same request with its body already read: what Next.js reads is `body`, with its length declared. */
function withBufferedBody(original: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(original.socket);
  copy.method = original.method;
  copy.url = original.url;
  copy.httpVersion = original.httpVersion;
  copy.httpVersionMajor = original.httpVersionMajor;
  copy.httpVersionMinor = original.httpVersionMinor;
  const headers = { ...original.headers, 'content-length': String(body.length) };
  delete headers['transfer-encoding'];
  copy.headers = headers;
  // IncomingHttpHeaders allows undefined values, which the spread above hides from the type.
  copy.rawHeaders = Object.entries(headers as Record<string, string | string[] | undefined>).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value ?? '']).flatMap((v) => [name, v]),
  );
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}

/** Reads a streamed body up to `limit` bytes; null (and the stream left unread) past it. */
function readUpTo(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/**
 * The request to hand to Next.js, or null when it was answered here (413). Never throws for a
 * client's misbehaviour: a connection that breaks mid-body resolves to null too.
 */
export async function guardRequest(
  req: IncomingMessage,
  res: ServerResponse,
  { expectsContinue = false }: { expectsContinue?: boolean } = {},
): Promise<IncomingMessage | null> {
  appendPeerAddress(req);
  const pathname = pathnameOf(req.url);
  const action = req.headers['next-action'] !== undefined;
  const limit = bodyLimitFor(pathname, action);
  const declared = req.headers['content-length'];
  const streamed = declared === undefined && req.headers['transfer-encoding'] !== undefined;
  // Node's parser has already refused a malformed or contradictory Content-Length (400).
  if (declared !== undefined && Number(declared) > limit) {
    refuse(req, res, pathname, TOO_LARGE);
    return null;
  }
  // "Expect: 100-continue": the client waits for this before sending; a refusal goes instead of it.
  if (expectsContinue) res.writeContinue();
  const hasBody = streamed || Number(declared) > 0;
  if (!hasBody) return req;
  // A declared length within the cap is all Node will ever hand on; only streamed bodies and
  // server actions (whose nesting is checked) are read here first.
  if (!streamed && !action) return req;
  try {
    const body = await readUpTo(req, limit);
    if (!body) {
      refuse(req, res, pathname, TOO_LARGE);
      return null;
    }
    if (action && nestingDepth(body.toString('latin1')) > ACTION_MAX_NESTING) {
      refuse(req, res, pathname, TOO_DEEP);
      return null;
    }
    return withBufferedBody(req, body);
  } catch {
    if (!res.headersSent) res.destroy();
    return null;
  }
}
