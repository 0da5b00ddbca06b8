// Proposal PDFs for the route handlers: served from the cache while their content is unchanged,
// rendered once however many ask for the same document at the same time, at most 2 renders at once
// per account with a short queue behind them, and rendered by the worker pool (pool.ts).
// Two cache tiers, both keyed by the content hash (cache-key.ts): this process's memory (a byte-
// bounded LRU), then the file storage (src/features/storage: a folder, or S3 when several processes
// serve the app), where each proposal's document has one slot that holds the hash it was rendered
// from: a later download of unchanged content is read back, any change renders and overwrites it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getEnv } from '@/env';
import { getStorage } from '@/features/storage/storage';
import type { Locale } from '@/i18n/routing';
import { ByteLru } from '@/lib/byte-lru';
import { GateFullError, KeyedGate } from '@/lib/keyed-gate';
import { pdfCacheKey } from './cache-key';
import type { ProposalPdfEdition, ProposalPdfModel } from './model';
import { defaultPdfWorkers, PdfRenderPool } from './pool';
import { renderProposalPdf } from './render';
import { storedPdfKey } from './stored-slots';

export { storedPdfKey } from './stored-slots';

/** Per account: renders at once, and renders waiting behind them before a 429. */
export const PDF_RENDER_LIMITS = { running: 2, queued: 4 };

export type PdfOutcome = { ok: true; pdf: Buffer; cached: boolean } | { ok: false; reason: 'busy'; retryAfterSeconds: number };

type Served = { pdf: Buffer; cached: boolean };

type PdfService = {
  cache: ByteLru;
  gate: KeyedGate;
  inFlight: Map<string, Promise<Served>>;
  pool: PdfRenderPool | null;
  workers: number;
  /** Moving average of a render's duration, for Retry-After. */
  renderMs: number;
};

// One per process, whichever bundle (route) loads this module first.
const SERVICE = Symbol.for('valora.proposalPdfService');
type Holder = { [SERVICE]?: PdfService };

function service(): PdfService {
  const holder = globalThis as Holder;
  if (!holder[SERVICE]) {
    const env = getEnv();
    const workers = env.PDF_WORKERS ?? (env.NODE_ENV === 'test' ? 0 : defaultPdfWorkers());
    holder[SERVICE] = {
      cache: new ByteLru(env.PDF_CACHE_MB * 1024 * 1024),
      gate: new KeyedGate(PDF_RENDER_LIMITS),
      inFlight: new Map(),
      pool: null,
      workers,
      renderMs: 1000,
    };
  }
  return holder[SERVICE];
}

function render(s: PdfService, model: ProposalPdfModel, options: { edition: ProposalPdfEdition; locale: Locale }) {
  if (s.workers === 0) return renderProposalPdf(model, options);
  s.pool ??= new PdfRenderPool(s.workers);
  return s.pool.render({ model, options });
}

/** A stored document: the 64 hex characters of its content hash, then the PDF's bytes. */
const HASH_LENGTH = 64;

let buildId: string | undefined;
/**
 * The stored hash covers the build too: a new deployment may change the templates without changing
 * any model, and must not serve documents laid out by the old one (the memory tier starts empty anyway).
 */
function storedHash(key: string): string {
  if (buildId === undefined) {
    try {
      buildId = fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
    } catch {
      buildId = '';
    }
  }
  return createHash('sha256').update(`${key}:${buildId}`).digest('hex');
}

async function readStored(slot: string, contentKey: string): Promise<Buffer | null> {
  const key = storedHash(contentKey);
  try {
    const file = await getStorage().get(slot);
    if (!file || file.length <= HASH_LENGTH || file.toString('latin1', 0, HASH_LENGTH) !== key) return null;
    return Buffer.from(file.subarray(HASH_LENGTH));
  } catch (error) {
    console.error('[valora] PDF cache: reading the stored document failed, rendering it:', error);
    return null;
  }
}

async function writeStored(slot: string, contentKey: string, pdf: Buffer): Promise<void> {
  const key = storedHash(contentKey);
  try {
    await getStorage().put(slot, Buffer.concat([Buffer.from(key, 'latin1'), pdf]), 'application/octet-stream');
  } catch (error) {
    console.error('[valora] PDF cache: storing the document failed:', error);
  }
}

/**
 * The PDF of `model` for `accountId` (the proposal's owner, also for its public link): cached, or
 * rendered within the account's limits; `busy` with a Retry-After when the account's queue is full.
 * With `proposalId`, the document is also kept in the file storage, so other processes and later
 * starts serve unchanged content without rendering it again.
 */
export async function proposalPdfFor(
  accountId: string,
  model: ProposalPdfModel,
  options: { edition: ProposalPdfEdition; locale: Locale },
  proposalId?: string,
): Promise<PdfOutcome> {
  const s = service();
  const key = pdfCacheKey(model, options);
  const hit = s.cache.get(key);
  if (hit) return { ok: true, pdf: Buffer.from(hit.buffer, hit.byteOffset, hit.byteLength), cached: true };
  let pending = s.inFlight.get(key);
  if (!pending) {
    // Not under `next dev`, where the templates change without a build.
    const slot = proposalId && getEnv().NODE_ENV !== 'development' ? storedPdfKey(accountId, proposalId, options) : null;
    pending = (async (): Promise<Served> => {
      const stored = slot ? await readStored(slot, key) : null;
      if (stored) {
        s.cache.set(key, stored);
        return { pdf: stored, cached: true };
      }
      return s.gate.run(accountId, async () => {
        const started = performance.now();
        const pdf = await render(s, model, options);
        s.renderMs = 0.8 * s.renderMs + 0.2 * (performance.now() - started);
        s.cache.set(key, pdf);
        if (slot) await writeStored(slot, key, pdf);
        return { pdf, cached: false };
      });
    })();
    s.inFlight.set(key, pending);
    const clear = () => s.inFlight.delete(key);
    pending.then(clear, clear);
  }
  try {
    const served = await pending;
    return { ok: true, pdf: served.pdf, cached: served.cached };
  } catch (error) {
    if (!(error instanceof GateFullError)) throw error;
    // Time for the account's renders ahead to finish, two at a time; at least a second.
    const seconds = Math.ceil(((error.pending / PDF_RENDER_LIMITS.running) * s.renderMs) / 1000);
    return { ok: false, reason: 'busy', retryAfterSeconds: Math.max(1, seconds) };
  }
}

/** Empties the cache and stops the workers (tests, and a clean shutdown). */
export async function resetProposalPdfService(): Promise<void> {
  const holder = globalThis as Holder;
  const s = holder[SERVICE];
  delete holder[SERVICE];
  await s?.pool?.close();
}
