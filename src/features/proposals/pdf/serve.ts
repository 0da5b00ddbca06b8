// Proposal PDFs for the route handlers: served from the cache while their content is unchanged,
// rendered once however many ask for the same document at the same time, at most 2 renders at once
// per account with a short queue behind them, and rendered by the worker pool (pool.ts).
import { getEnv } from '@/env';
import type { Locale } from '@/i18n/routing';
import { ByteLru } from '@/lib/byte-lru';
import { GateFullError, KeyedGate } from '@/lib/keyed-gate';
import { pdfCacheKey } from './cache-key';
import type { ProposalPdfEdition, ProposalPdfModel } from './model';
import { defaultPdfWorkers, PdfRenderPool } from './pool';
import { renderProposalPdf } from './render';

/** Per account: renders at once, and renders waiting behind them before a 429. */
export const PDF_RENDER_LIMITS = { running: 2, queued: 4 };

export type PdfOutcome = { ok: true; pdf: Buffer; cached: boolean } | { ok: false; reason: 'busy'; retryAfterSeconds: number };

type PdfService = {
  cache: ByteLru;
  gate: KeyedGate;
  inFlight: Map<string, Promise<Buffer>>;
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

/**
 * The PDF of `model` for `accountId` (the proposal's owner, also for its public link): cached, or
 * rendered within the account's limits; `busy` with a Retry-After when the account's queue is full.
 */
export async function proposalPdfFor(
  accountId: string,
  model: ProposalPdfModel,
  options: { edition: ProposalPdfEdition; locale: Locale },
): Promise<PdfOutcome> {
  const s = service();
  const key = pdfCacheKey(model, options);
  const hit = s.cache.get(key);
  if (hit) return { ok: true, pdf: Buffer.from(hit.buffer, hit.byteOffset, hit.byteLength), cached: true };
  let pending = s.inFlight.get(key);
  if (!pending) {
    pending = s.gate.run(accountId, async () => {
      const started = performance.now();
      const pdf = await render(s, model, options);
      s.renderMs = 0.8 * s.renderMs + 0.2 * (performance.now() - started);
      s.cache.set(key, pdf);
      return pdf;
    });
    s.inFlight.set(key, pending);
    const clear = () => s.inFlight.delete(key);
    pending.then(clear, clear);
  }
  try {
    return { ok: true, pdf: await pending, cached: false };
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
