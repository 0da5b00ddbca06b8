// The PDF service's cache, single flight and per-account cap, with a stand-in renderer (the real one
// is tested in pdf.test.ts and, in a worker thread, in pdf-pool.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pdfCacheKey } from '@/features/proposals/pdf/cache-key';
import type { ProposalPdfModel } from '@/features/proposals/pdf/model';
import { sampleAcceptedProposalModel, sampleProposalModel } from '@/features/proposals/pdf/sample';
import { PDF_RENDER_LIMITS, proposalPdfFor, resetProposalPdfService } from '@/features/proposals/pdf/serve';

const renders = vi.hoisted(() => ({ count: 0, release: [] as (() => void)[], hold: false }));
vi.mock('@/features/proposals/pdf/render', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/proposals/pdf/render')>()),
  renderProposalPdf: async (model: ProposalPdfModel) => {
    renders.count++;
    if (renders.hold) await new Promise<void>((resolve) => renders.release.push(resolve));
    return Buffer.from(`%PDF- ${model.title}`);
  },
}));

const NOW = new Date('2026-11-21T15:00:00Z');
const options = { edition: 'premium', locale: 'pt-BR' } as const;
const model = (title = 'Site') => ({ ...sampleProposalModel('pt-BR', NOW), title });

beforeEach(() => {
  renders.count = 0;
  renders.release = [];
  renders.hold = false;
});
afterEach(() => resetProposalPdfService());

describe('pdfCacheKey', () => {
  const base = sampleAcceptedProposalModel('pt-BR', NOW);
  const key = pdfCacheKey(base, options);

  it('is the same for the same content, whatever object holds it', () => {
    expect(pdfCacheKey(structuredClone(base), options)).toBe(key);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each<[string, (m: ProposalPdfModel) => ProposalPdfModel]>([
    ['the title', (m) => ({ ...m, title: `${m.title}.` })],
    ['a line price', (m) => ({ ...m, lines: m.lines.map((l, i) => (i ? l : { ...l, priceCents: l.priceCents + 1 })) })],
    ['a deliverable', (m) => ({ ...m, lines: m.lines.map((l, i) => (i ? l : { ...l, deliverables: `${l.deliverables}!` })) })],
    ['the profile name', (m) => ({ ...m, professional: { ...m.professional, name: 'Ana S.' } })],
    ['the brand colour', (m) => ({ ...m, professional: { ...m.professional, brandColor: '#000000' } })],
    ['the logo bytes', (m) => ({ ...m, professional: { ...m.professional, logo: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1]) } })],
    ['the acceptance', (m) => ({ ...m, acceptance: { ...m.acceptance!, acceptedAt: new Date(NOW.getTime() + 1) } })],
    ['the Pix payload', (m) => ({ ...m, pix: { ...m.pix!, payload: `${m.pix!.payload}0` } })],
  ])('changes with %s', (_, change) => {
    expect(pdfCacheKey(change(structuredClone(base)), options)).not.toBe(key);
  });

  it('changes with the logo bytes even at the same length, the template and the language', () => {
    const withLogo = (byte: number) => ({ ...base, professional: { ...base.professional, logo: Buffer.from([1, 2, byte]) } });
    expect(pdfCacheKey(withLogo(3), options)).not.toBe(pdfCacheKey(withLogo(4), options));
    expect(pdfCacheKey(base, { ...options, edition: 'white_label' })).not.toBe(key);
    expect(pdfCacheKey(base, { ...options, locale: 'en' })).not.toBe(key);
  });
});

describe('proposalPdfFor', () => {
  it('serves an unchanged document from the cache and renders a changed one', async () => {
    const first = await proposalPdfFor('acct', model(), options);
    const again = await proposalPdfFor('acct', model(), options);
    const changed = await proposalPdfFor('acct', model('Site v2'), options);
    expect([first.ok && first.cached, again.ok && again.cached, changed.ok && changed.cached]).toEqual([false, true, false]);
    expect(again.ok && again.pdf.toString()).toBe('%PDF- Site');
    expect(changed.ok && changed.pdf.toString()).toBe('%PDF- Site v2');
    expect(renders.count).toBe(2);
  });

  it('renders once for 20 simultaneous downloads of the same document', async () => {
    renders.hold = true;
    const downloads = Array.from({ length: 20 }, () => proposalPdfFor('acct', model(), options));
    await vi.waitFor(() => expect(renders.release).toHaveLength(1));
    renders.release[0]();
    const outcomes = await Promise.all(downloads);
    expect(outcomes.every((o) => o.ok && o.pdf.toString() === '%PDF- Site')).toBe(true);
    expect(renders.count).toBe(1);
  });

  it('renders 2 at once per account, queues 4, answers busy with a Retry-After past that; other accounts go on', async () => {
    renders.hold = true;
    const { running, queued } = PDF_RENDER_LIMITS;
    const accepted = Array.from({ length: running + queued }, (_, i) => proposalPdfFor('acct', model(`P${i}`), options));
    const refused = await proposalPdfFor('acct', model('one too many'), options);
    expect(refused).toMatchObject({ ok: false, reason: 'busy' });
    expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(renders.count).toBe(running);
    // Another account (another freelancer, or the public link of another's proposal) is not held up.
    const other = proposalPdfFor('other', model('other'), options);
    await vi.waitFor(() => expect(renders.count).toBe(running + 1));
    // Finishing renders lets the queue through.
    renders.hold = false;
    for (const release of renders.release) release();
    expect((await Promise.all([...accepted, other])).every((o) => o.ok)).toBe(true);
    expect(renders.count).toBe(running + queued + 1);
    // Once the queue is drained, the account renders again.
    expect(await proposalPdfFor('acct', model('later'), options)).toMatchObject({ ok: true, cached: false });
  });
});
