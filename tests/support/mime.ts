// A small reader for the MIME messages nodemailer writes (multipart/alternative, quoted-printable
// or base64 parts, RFC 2047 subjects). Enough for tests to check what a person would receive.

export type ParsedMessage = { headers: Record<string, string>; subject: string; to: string; text?: string; html?: string };

function splitHeadBody(raw: string): [string, string] {
  const idx = raw.search(/\r?\n\r?\n/);
  if (idx < 0) return [raw, ''];
  return [raw.slice(0, idx), raw.slice(idx).replace(/^\r?\n\r?\n/, '')];
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

/** A header's value, '' when the message has none. */
const headerOf = (headers: Record<string, string>, name: string): string => (name in headers ? headers[name] : '');

function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  const soft = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding = ''): string {
  const enc = encoding.toLowerCase();
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body);
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

export function parseMessage(raw: string): ParsedMessage {
  const [head, body] = splitHeadBody(raw);
  const headers = parseHeaders(head);
  const result: ParsedMessage = { headers, subject: decodeWords(headerOf(headers, 'subject')), to: headerOf(headers, 'to') };
  const collect = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      for (const chunk of partBody.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        const [h, b] = splitHeadBody(chunk.replace(/^\r?\n/, ''));
        collect(parseHeaders(h), b);
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders['content-transfer-encoding']);
    if (type.toLowerCase().startsWith('text/html')) result.html = decoded;
    else if (type.toLowerCase().startsWith('text/plain')) result.text = decoded;
  };
  collect(headers, body);
  return result;
}
