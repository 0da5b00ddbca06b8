import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultPdfWorkers, PdfRenderPool, pdfWorkerFile } from '@/features/proposals/pdf/pool';
import { sampleAcceptedProposalModel } from '@/features/proposals/pdf/sample';

async function textOf(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return parts.join('\n');
}

describe('PdfRenderPool (worker threads)', () => {
  const pool = new PdfRenderPool(1);
  afterAll(() => pool.close());

  it('is sized to the cores, leaving one to the server', () => {
    expect([1, 2, 4, 8, 64].map((cores) => defaultPdfWorkers(cores))).toEqual([1, 1, 3, 4, 4]);
    expect(pdfWorkerFile('/srv/valora')).toBe('/srv/valora/src/features/proposals/pdf/worker.mjs');
  });

  it('renders the PDF in a worker, with the bundled fonts, the logo and the Pix deposit', async () => {
    const model = sampleAcceptedProposalModel('de', new Date('2026-11-21T15:00:00Z'));
    const pdf = await pool.render({ model, options: { edition: 'premium', locale: 'de' } });
    expect(Buffer.isBuffer(pdf)).toBe(true);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Regular/);
    const text = await textOf(pdf);
    expect(text).toContain('Corporate Design und Firmenwebsite');
    expect(text).toContain(model.pix!.payload);
    expect(text).toContain(model.lines[0].deliverables.split('\n')[0]);
  }, 120_000);
});
