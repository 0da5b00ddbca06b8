// The PDF render workers: a small piscina pool of worker threads (worker.mjs), so a render (0.5 to
// 1.2 s of CPU for a long proposal) never holds the thread that answers requests. Sized to the
// cores, leaving one to the server: 1 worker on 2 cores, 3 on 4, at most 4.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { Locale } from '@/i18n/routing';
import type { ProposalPdfEdition, ProposalPdfModel } from './model';

export function defaultPdfWorkers(cores = availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1));
}

/**
 * The worker's file, found from the app's directory (the working directory of `next start`, `next
 * dev`, the tests and the scripts), never through the bundler: Next.js bundles route handlers, and
 * the worker must load the PDF source with its fonts, not a copy of one file.
 */
export function pdfWorkerFile(root = process.cwd()): string {
  return path.join(root, 'src', 'features', 'proposals', 'pdf', 'worker.mjs');
}

export type PdfRenderTask = { model: ProposalPdfModel; options: { edition: ProposalPdfEdition; locale: Locale } };

export class PdfRenderPool {
  readonly #pool: Piscina;

  constructor(threads: number, filename = pdfWorkerFile()) {
    this.#pool = new Piscina({
      filename,
      minThreads: threads,
      maxThreads: threads,
      // Workers stay up between bursts: starting one loads React, react-pdf and the fonts again.
      idleTimeout: 10 * 60_000,
      // A bound on the work waiting overall (per account it is bounded by the gate in serve.ts).
      maxQueue: threads * 32,
    });
  }

  get threads(): number {
    return this.#pool.threads.length;
  }

  async render(task: PdfRenderTask): Promise<Buffer> {
    const bytes = (await this.#pool.run(task)) as Uint8Array;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  close(): Promise<void> {
    return this.#pool.destroy();
  }
}
