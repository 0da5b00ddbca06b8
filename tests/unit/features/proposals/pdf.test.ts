import { deflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { logoSource } from '@/features/proposals/pdf/logo';
import type { ProposalPdfEdition, ProposalPdfModel } from '@/features/proposals/pdf/model';
import { proposalPdfFileName, renderProposalPdf } from '@/features/proposals/pdf/render';
import { sampleProposalModel } from '@/features/proposals/pdf/sample';
import type { Locale } from '@/i18n/routing';

const NOW = new Date('2026-11-21T15:00:00Z');
const ACCENTED = ['Ação de lançamento', 'Größe & Ñandú', 'Conceição do logotipo'];

/** A 1x1 PNG, built here so the test needs no fixture file. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]); // 1x1, 8-bit RGB
  const pixels = deflateSync(Buffer.from([0, 0x4f, 0x46, 0xe5]));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function twentyLines(locale: Locale, logo: Buffer | null = null): ProposalPdfModel {
  const model = sampleProposalModel(locale, NOW);
  model.client = { ...model.client, name: 'João Conceição' };
  model.lines = Array.from({ length: 20 }, (_, i) => ({
    name: `#${i + 1} ${ACCENTED[i % ACCENTED.length]}`,
    hours: i % 2 ? 1.5 : 8,
    priceCents: 123456 + i * 100,
  }));
  model.totalCents = model.lines.reduce((sum, line) => sum + line.priceCents, 0);
  model.professional = { ...model.professional, logo, cpf: '123.456.789-09' };
  return model;
}

type Parsed = { pages: string[]; info: Record<string, unknown>; sizes: number[][]; raw: string };

/** The text of every page (spaces normalised), the Info dictionary and the page sizes. */
async function parse(pdf: Buffer): Promise<Parsed> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  const sizes: number[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    sizes.push(page.view);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
    pages.push(text.replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' '));
  }
  const { info } = await doc.getMetadata();
  await doc.destroy();
  return { pages, info: info as Record<string, unknown>, sizes, raw: pdf.toString('latin1') };
}

describe('renderProposalPdf (20 lines, pt-BR)', () => {
  const editions: ProposalPdfEdition[] = ['basic', 'premium', 'white_label'];
  const model = twentyLines('pt-BR', tinyPng());
  const rendered = new Map<ProposalPdfEdition, { pdf: Buffer; parsed: Parsed }>();

  beforeAll(async () => {
    for (const edition of editions) {
      const pdf = await renderProposalPdf(model, { edition, locale: 'pt-BR' });
      rendered.set(edition, { pdf, parsed: await parse(pdf) });
    }
  }, 120_000);

  it.each(editions)('%s: an A4 PDF with the proposal as selectable text', (edition) => {
    const { pdf, parsed } = rendered.get(edition)!;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    for (const [x, y, width, height] of parsed.sizes) {
      expect([x, y]).toEqual([0, 0]);
      expect(width).toBeCloseTo(595.28, 1);
      expect(height).toBeCloseTo(841.89, 1);
    }
    const text = parsed.pages.join('\n');
    expect(text).toContain('João Conceição');
    for (const line of model.lines) expect(text).toContain(line.name);
    expect(text).toContain('R$ 24.881,20'); // 20 x R$ 1.234,56 + R$ 190,00
    expect(text).toContain('21/11/2026');
    expect(text).toContain('21/12/2026');
    expect(text).toContain('50% na aprovação e 50% na entrega, via Pix.');
    expect(text).toContain('Até duas rodadas de ajustes incluídas em cada etapa.');
    expect(text).toContain('CPF 123.456.789-09');
    expect(text).toMatch(/1,5 h/);
    expect(parsed.info.Title).toBe(model.title);
    expect(parsed.info.Language).toBe('pt-BR');
    expect(parsed.raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Regular/); // the bundled font, embedded
    expect(parsed.raw).toMatch(/\/Subtype \/Image/); // the logo
  });

  it.each(editions)('%s: long tables break between rows and repeat the header on each page', (edition) => {
    const { pages } = rendered.get(edition)!.parsed;
    const withRows = pages.filter((page) => model.lines.some((line) => page.includes(line.name)));
    expect(withRows.length).toBeGreaterThan(1);
    for (const page of withRows) expect(page).toMatch(/SERVIÇO HORAS VALOR/);
    // Each row is whole on exactly one page.
    for (const line of model.lines) expect(pages.filter((page) => page.includes(`${line.name} `)).length).toBe(1);
  });

  it('numbers the pages only in premium and white label', () => {
    expect(rendered.get('basic')!.parsed.pages.join('\n')).not.toMatch(/Página \d/);
    for (const edition of ['premium', 'white_label'] as const) {
      const { pages } = rendered.get(edition)!.parsed;
      pages.forEach((page, i) => expect(page).toContain(`Página ${i + 1} de ${pages.length}`));
    }
  });

  it('says "Gerada com Valora" in basic and premium, and never names Valora in white label', () => {
    for (const edition of ['basic', 'premium'] as const) {
      const { pages, info } = rendered.get(edition)!.parsed;
      pages.forEach((page) => expect(page).toContain('Gerada com Valora'));
      expect(info.Creator).toBe('Valora');
    }
    const { pages, info, raw } = rendered.get('white_label')!.parsed;
    expect(pages.join('\n')).not.toMatch(/valora/i);
    expect(raw).not.toMatch(/valora/i);
    expect(JSON.stringify(info)).not.toMatch(/valora/i);
    expect(info).toMatchObject({ Author: 'Ana Souza', Creator: 'Ana Souza', Producer: 'Ana Souza' });
  });
});

describe('renderProposalPdf in other languages', () => {
  it('uses the English labels, dates and amounts', async () => {
    const model = sampleProposalModel('en', NOW);
    const { pages, info } = await parse(await renderProposalPdf(model, { edition: 'premium', locale: 'en' }));
    const text = pages.join('\n');
    for (const label of ['BUSINESS PROPOSAL', 'PREPARED FOR', 'VALID UNTIL', 'PAYMENT TERMS', 'Made with Valora', 'Page 1 of'])
      expect(text).toContain(label);
    expect(text).toContain('12/21/2026');
    expect(text).toContain('R$9,375.00');
    expect(text).toContain('4.5 h');
    expect(text).not.toMatch(/Página|Válida|Gerada/);
    expect(info.Language).toBe('en');
  }, 60_000);

  it('renders German with its own hours label and a logo that is not an image is left out', async () => {
    const model = sampleProposalModel('de', NOW);
    model.professional = { ...model.professional, logo: Buffer.from('not an image') };
    const { pages } = await parse(await renderProposalPdf(model, { edition: 'basic', locale: 'de' }));
    expect(pages.join('\n')).toMatch(/4,5 Std\./);
    expect(pages.join('\n')).toContain('Erstellt mit Valora');
  }, 60_000);
});

describe('proposalPdfFileName', () => {
  it.each([
    ['Proposta: Site & Logo — João', 'proposta-site-logo-joao.pdf'],
    ['  Größe   Ñandú / Łódź  ', 'grosse-nandu-lodz.pdf'],
    ['Ação', 'acao.pdf'],
    ['***', 'proposta.pdf'],
    ['', 'proposta.pdf'],
  ])('%j -> %s', (title, expected) => {
    expect(proposalPdfFileName(title)).toBe(expected);
  });

  it('falls back to the given word, and keeps names short', () => {
    expect(proposalPdfFileName('!!!', 'exemplo-proposta')).toBe('exemplo-proposta.pdf');
    expect(proposalPdfFileName('a'.repeat(300)).length).toBeLessThanOrEqual(84);
  });
});

describe('logoSource', () => {
  it('reads the format from the bytes', () => {
    expect(logoSource(tinyPng())?.format).toBe('png');
    expect(logoSource(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))?.format).toBe('jpg');
    expect(logoSource(Buffer.from('GIF89a...'))).toBeNull();
    expect(logoSource(null)).toBeNull();
  });
});
