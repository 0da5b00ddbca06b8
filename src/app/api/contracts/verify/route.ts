// POST /api/contracts/verify: anyone checks a contract: the PDF as a multipart file ("file"), or a
// hash ("hash", multipart or JSON). Answers { valid: false } or the title, version and the signers
// (names, masked documents, times); nothing else. Rate-limited per address; the body is capped by
// the server (src/lib/body-limits.ts) and again here before it is read.
import { headers } from 'next/headers';
import { getDb } from '@/db';
import { hitRateLimit } from '@/db/rate-limit';
import { verifyHash, verifyPdfBytes } from '@/features/contracts/pdf/verify';
import { CONTRACT_PDF_MAX_BYTES, CONTRACT_VERIFY_BODY_MAX_BYTES } from '@/lib/body-limits';
import { clientIp } from '@/lib/client-ip';
import { normaliseSha256 } from '@/lib/contracts/content';
import { readLimitedBody } from '@/lib/limited-body';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const CHECKS_PER_IP = { max: 30, windowMs: 10 * 60_000 };
const NO_STORE = { 'Cache-Control': 'no-store' };

const refuse = (status: number, error: string, extra: Record<string, string> = {}) =>
  Response.json({ error }, { status, headers: { ...NO_STORE, ...extra } });

type Input = { file: Uint8Array } | { hash: string } | { error: Response };

async function inputOf(request: Request): Promise<Input> {
  const type = request.headers.get('content-type') ?? '';
  const body = await readLimitedBody(request, CONTRACT_VERIFY_BODY_MAX_BYTES);
  if (!body) return { error: refuse(413, 'FILE_TOO_LARGE') };
  if (/^multipart\/form-data/i.test(type)) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
    } catch {
      return { error: refuse(400, 'MALFORMED_REQUEST') };
    }
    const file = form.get('file');
    if (file instanceof Blob) {
      if (file.size === 0) return { error: refuse(400, 'FILE_REQUIRED') };
      if (file.size > CONTRACT_PDF_MAX_BYTES) return { error: refuse(413, 'FILE_TOO_LARGE') };
      return { file: new Uint8Array(await file.arrayBuffer()) };
    }
    const hash = form.get('hash');
    return typeof hash === 'string' ? { hash } : { error: refuse(400, 'FILE_REQUIRED') };
  }
  if (/^application\/json/i.test(type)) {
    try {
      const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
      const hash = parsed && typeof parsed === 'object' && 'hash' in parsed ? parsed.hash : undefined;
      if (typeof hash === 'string') return { hash };
    } catch {
      return { error: refuse(400, 'MALFORMED_REQUEST') };
    }
    return { error: refuse(400, 'INVALID_HASH') };
  }
  return { error: refuse(415, 'UNSUPPORTED_MEDIA_TYPE') };
}

export async function POST(request: Request) {
  const db = getDb();
  if (!(await hitRateLimit(db, `contract-verify:${clientIp(await headers()) ?? 'unknown'}`, CHECKS_PER_IP))) {
    return refuse(429, 'TOO_MANY_REQUESTS', { 'Retry-After': '600' });
  }
  const input = await inputOf(request);
  if ('error' in input) return input.error;
  if ('file' in input) return Response.json(await verifyPdfBytes(db, input.file), { headers: NO_STORE });
  const hash = input.hash.length <= 200 ? normaliseSha256(input.hash) : null;
  if (!hash) return refuse(400, 'INVALID_HASH');
  return Response.json(await verifyHash(db, hash), { headers: NO_STORE });
}
