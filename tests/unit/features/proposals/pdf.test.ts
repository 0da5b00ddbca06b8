import { deflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { logoSource } from '@/features/proposals/pdf/logo';
import type { ProposalPdfEdition, ProposalPdfModel } from '@/features/proposals/pdf/model';
import { proposalPdfFileName, renderProposalPdf } from '@/features/proposals/pdf/render';
import { sampleAcceptedProposalModel, sampleProposalModel } from '@/features/proposals/pdf/sample';
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
    deliverables: i % 2 ? '' : `Entregável ${i + 1}: arquivos finais\nSegunda linha ${i + 1}`,
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

/** Where the widest line of a page ends, in points from the left edge. */
async function rightmostTextEdge(pdf: Buffer, pageNumber: number): Promise<number> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  const content = await (await doc.getPage(pageNumber)).getTextContent();
  const edges = content.items.map((item) => ('str' in item && item.str.trim() ? item.transform[4] + item.width : 0));
  await doc.destroy();
  return Math.max(...edges);
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

  it('numbers every page of every edition', () => {
    for (const edition of editions) {
      const { pages } = rendered.get(edition)!.parsed;
      pages.forEach((page, i) => expect(page).toContain(`Página ${i + 1} de ${pages.length}`));
    }
  });

  it.each(editions)("%s: shows each line's deliverables under it, one item per line break", (edition) => {
    const text = rendered.get(edition)!.parsed.pages.join(' ').replace(/\s+/g, ' ');
    const withDeliverables = model.lines.filter((line) => line.deliverables);
    expect(withDeliverables.length).toBeGreaterThan(0);
    for (const line of withDeliverables) for (const item of line.deliverables.split('\n')) expect(text).toContain(item);
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

describe('renderProposalPdf of an accepted proposal (acceptance record and Pix deposit)', () => {
  const editions: ProposalPdfEdition[] = ['basic', 'premium', 'white_label'];
  const accepted = sampleAcceptedProposalModel('pt-BR', NOW);
  const acceptance = { ...accepted.acceptance!, acceptedAt: new Date('2026-11-23T15:04:05Z') };
  const pix = accepted.pix!;
  // The 20-line proposal runs onto several pages: the record must come after all of them.
  const base = twentyLines('pt-BR', tinyPng());
  const withRecord: ProposalPdfModel = { ...base, status: 'aprovada', acceptance, pix };
  const rendered = new Map<ProposalPdfEdition, { without: Parsed; with: Parsed }>();
  const squash = (text: string) => text.replace(/\s+/g, '');

  beforeAll(async () => {
    for (const edition of editions) {
      const without = await parse(await renderProposalPdf(base, { edition, locale: 'pt-BR' }));
      rendered.set(edition, { without, with: await parse(await renderProposalPdf(withRecord, { edition, locale: 'pt-BR' })) });
    }
  }, 120_000);

  it.each(editions)('%s: ends with one more page, the acceptance record with the deposit', (edition) => {
    const { without, with: parsed } = rendered.get(edition)!;
    expect(parsed.pages.length).toBe(without.pages.length + 1);
    for (const [, , width, height] of parsed.sizes) {
      expect(width).toBeCloseTo(595.28, 1);
      expect(height).toBeCloseTo(841.89, 1);
    }
    // The content pages are the same; the record is all on the last page.
    expect(parsed.pages.slice(0, -1).join('\n')).not.toContain('Registro de aceite eletrônico');
    const last = parsed.pages.at(-1)!;
    expect(last).toContain('Registro de aceite eletrônico');
    expect(last).toContain(`Aceita por ${acceptance.signerName}`);
    expect(last).toContain('CPF/CNPJ (primeiros dígitos) 12345•••');
    expect(last).toContain('23/11/2026 às 12:04:05 (horário de Brasília)');
    expect(last).toContain(acceptance.ip!);
    expect(last).toContain('Mozilla/5.0 (Linux; Android 14;');
    expect(last).toContain('Versão da proposta 2');
    expect(squash(last)).toContain(acceptance.contentSha256);
    expect(last).toContain('Aceite eletrônico registrado conforme a Medida Provisória nº 2.200-2/2001, art. 10, § 2º');
    expect(last).toContain('identifica o conteúdo exato da proposta aceita');
    expect(last).toContain('SINAL VIA PIX');
    expect(last).toContain('Sinal de 30%: R$ 2.812,50');
    expect(last).toContain(pix.receiverName);
    expect(last).toContain(pix.key);
    expect(squash(last)).toContain(squash(pix.payload));
  });

  it('keeps "Página N de M" right on every page of every edition, the record included', () => {
    for (const edition of editions) {
      const { pages } = rendered.get(edition)!.with;
      pages.forEach((page, i) => expect(page).toContain(`Página ${i + 1} de ${pages.length}`));
    }
  });

  it.each(editions)('%s: the Pix "copia e cola" is one unbroken run of text, exactly the payload', (edition) => {
    // Not squashed: a payload cut into lines would come out with line breaks or spaces inside it.
    expect(rendered.get(edition)!.with.pages.at(-1)).toContain(pix.payload);
  });

  it('names Valora on the record page in basic and premium, never in white label', () => {
    for (const edition of ['basic', 'premium'] as const)
      expect(rendered.get(edition)!.with.pages.at(-1)).toContain('Gerada com Valora');
    const { pages, raw, info } = rendered.get('white_label')!.with;
    expect(pages.join('\n')).not.toMatch(/valora/i);
    expect(raw).not.toMatch(/valora/i);
    expect(JSON.stringify(info)).not.toMatch(/valora/i);
  });

  it('without a Pix deposit the record stands alone; without an acceptance nothing is added', async () => {
    const recordOnly = await parse(
      await renderProposalPdf(
        { ...withRecord, pix: null, acceptance: { ...acceptance, ip: null, userAgent: null } },
        {
          edition: 'premium',
          locale: 'pt-BR',
        },
      ),
    );
    const last = recordOnly.pages.at(-1)!;
    expect(recordOnly.pages.length).toBe(rendered.get('premium')!.without.pages.length + 1);
    expect(last).toContain('Registro de aceite eletrônico');
    expect(last).toContain('Endereço IP Não registrado');
    expect(last).toContain('Navegador (user agent) Não registrado');
    expect(last).not.toMatch(/SINAL VIA PIX|Sinal de/);

    const pixOnly = await parse(await renderProposalPdf({ ...base, pix }, { edition: 'basic', locale: 'pt-BR' }));
    expect(pixOnly.pages.length).toBe(rendered.get('basic')!.without.pages.length);
    expect(pixOnly.pages.join('\n')).not.toMatch(/Registro de aceite|Sinal de/);
  }, 60_000);

  it('breaks a long user agent, e-mail key and payload into lines that stay whole when joined', async () => {
    const key = 'financeiro.projetos.identidade-visual@fulanodetalcomunicacao.com.br';
    const longAgent = `Mozilla/5.0 ${'X'.repeat(150)} Safari/537.36`;
    const payload = `${pix.payload.slice(0, -4)}${'9'.repeat(60)}ABCD`;
    const model: ProposalPdfModel = {
      ...withRecord,
      acceptance: { ...acceptance, userAgent: longAgent },
      pix: { ...pix, key, payload },
    };
    const pdf = await renderProposalPdf(model, { edition: 'white_label', locale: 'pt-BR' });
    const { pages } = await parse(pdf);
    const last = squash(pages.at(-1)!);
    expect(last).toContain(squash(longAgent));
    expect(last).toContain(key);
    expect(pages.at(-1)).toContain(payload);
    // Nothing runs past the right margin (48 pt) of the record page.
    expect(await rightmostTextEdge(pdf, pages.length)).toBeLessThanOrEqual(595.28 - 48 + 0.5);
  }, 60_000);

  it("speaks the reader's language: English labels, Brasília time", async () => {
    const model = sampleAcceptedProposalModel('en', NOW);
    model.acceptance = { ...model.acceptance!, acceptedAt: new Date('2026-11-23T15:04:05Z') };
    const { pages } = await parse(await renderProposalPdf(model, { edition: 'basic', locale: 'en' }));
    const last = pages.at(-1)!;
    expect(last).toContain('Electronic acceptance record');
    expect(last).toContain('11/23/2026 at 12:04:05 PM (Brasília time)');
    expect(last).toContain('Provisional Measure No. 2,200-2/2001');
    expect(last).toContain('30% deposit: R$2,812.50');
  }, 60_000);
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

describe('renderProposalPdf: the signatures never stand alone on a page', () => {
  const terms = sampleProposalModel('pt-BR', NOW).professional.paymentTerms!;
  // From one page of lines to the lengths that end a page just before the signatures, with and
  // without payment terms (the signatures then follow the table's total).
  const cases = [
    // 7 and 8 lines put the signatures alone on page 2 before they were kept with the total.
    ...[7, 8].map((lines) => ({ edition: 'basic' as const, lines, terms: false })),
    ...[9, 10].map((lines) => ({ edition: 'basic' as const, lines, terms: true })),
    { edition: 'premium' as const, lines: 10, terms: true },
    { edition: 'white_label' as const, lines: 10, terms: false },
  ];

  it.each(cases)(
    '$edition, $lines lines, terms: $terms',
    async ({ edition, lines, terms: withTerms }) => {
      const model = twentyLines('pt-BR');
      model.lines = model.lines.slice(0, lines);
      model.totalCents = model.lines.reduce((sum, line) => sum + line.priceCents, 0);
      model.professional = { ...model.professional, paymentTerms: withTerms ? terms : null };
      const { pages } = await parse(await renderProposalPdf(model, { edition, locale: 'pt-BR' }));
      const signed = pages.filter((page) => page.includes('Assinatura do cliente'));
      expect(signed).toHaveLength(1);
      // What precedes the signatures shares their page: the terms' last paragraph, or the last line and the total.
      if (withTerms) expect(signed[0]).toContain('Até duas rodadas de ajustes incluídas em cada etapa.');
      else {
        expect(signed[0]).toContain(`${model.lines.at(-1)!.name} `);
        expect(signed[0]).toMatch(/Total \d/);
      }
      pages.forEach((page, i) => expect(page).toContain(`Página ${i + 1} de ${pages.length}`));
    },
    60_000,
  );
});

describe('renderProposalPdf: deliverables in every language', () => {
  it.each(['pt-BR', 'en', 'es', 'de'] as const)(
    '%s',
    async (locale) => {
      const model = sampleProposalModel(locale, NOW);
      const { pages } = await parse(
        await renderProposalPdf(model, { edition: locale === 'de' ? 'white_label' : 'premium', locale }),
      );
      const text = pages.join(' ').replace(/\s+/g, ' ');
      for (const line of model.lines) for (const item of line.deliverables.split('\n')) expect(text).toContain(item);
    },
    60_000,
  );
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
