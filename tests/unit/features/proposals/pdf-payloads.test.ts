import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { ProposalPdfEdition, ProposalPdfModel } from '@/features/proposals/pdf/model';
import { renderProposalPdf } from '@/features/proposals/pdf/render';
import { sampleAcceptedProposalModel } from '@/features/proposals/pdf/sample';
import { XSS_PAYLOADS as P } from '../../../support/xss-payloads';

// The XSS payloads in every text field of the PDF, in both templates: drawn as the exact
// text typed. The e2e sweep checks the same through the routes; this one is fast and names the
// field. Whitespace is ignored (react-pdf breaks lines where they fit) but nothing may be added or
// lost: react-pdf used to put a '-' inside a text that began with punctuation ('</-title>'), and to
// cut a long word at the page edge ('…@padariaconceicaodobair').

const NOW = new Date('2026-11-21T15:00:00Z');

/** All whitespace removed: where react-pdf breaks the lines does not matter, what it draws does. */
async function textOf(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  await doc.destroy();
  return text.replace(/\s+/g, '');
}

const squash = (s: string) => s.replace(/\s+/g, '');

/** The single-line fields with their length limits in the app. */
const FIELDS = {
  title: 200,
  clientName: 120,
  clientEmail: 254,
  name: 120,
  profession: 120,
  companyName: 160,
  website: 200,
  address: 300,
  signerName: 120,
  userAgent: 512,
} as const;
type Field = keyof typeof FIELDS;

/** Payloads from `start` on, as many as fit in `max` characters joined by spaces. */
function packed(start: number, max: number): string[] {
  const parts = [P[start % P.length]];
  for (let i = start + 1; parts.join(' ').length + 1 + P[i % P.length].length <= max; i++) parts.push(P[i % P.length]);
  return parts;
}

function modelWith(fields: Record<Field, string>): ProposalPdfModel {
  const base = sampleAcceptedProposalModel('pt-BR', NOW);
  return {
    ...base,
    title: fields.title,
    client: { ...base.client, name: fields.clientName, email: fields.clientEmail },
    professional: {
      ...base.professional,
      name: fields.name,
      profession: fields.profession,
      companyName: fields.companyName,
      website: fields.website,
      address: fields.address,
    },
    acceptance: { ...base.acceptance!, signerName: fields.signerName, userAgent: fields.userAgent },
  };
}

describe('renderProposalPdf with XSS payloads', () => {
  const editions: ProposalPdfEdition[] = ['basic', 'premium'];

  it.each(editions)(
    '%s: every payload in the description, the lines and the payment terms, as typed',
    async (edition) => {
      const model = modelWith(Object.fromEntries(Object.keys(FIELDS).map((f) => [f, 'x'])) as Record<Field, string>);
      model.description = P.join('\n');
      model.professional.paymentTerms = P.join(' ');
      model.lines = P.map((name) => ({ name, deliverables: name, hours: 1, priceCents: 100 }));
      const text = await textOf(await renderProposalPdf(model, { edition, locale: 'pt-BR' }));
      // Each payload three times at least: description, line, payment terms.
      for (const p of P) expect(text.split(squash(p)).length - 1, p).toBeGreaterThanOrEqual(3);
    },
    60_000,
  );

  it.each(editions)(
    '%s: payloads in each single-line field (names, title, contacts, signature record), as typed',
    async (edition) => {
      // Every field packed to its limit, each starting elsewhere in the list, over a few documents:
      // every field sees the long unbreakable payloads and those that begin with punctuation.
      for (const round of [0, 1, 2, 3]) {
        const parts = Object.fromEntries(
          Object.entries(FIELDS).map(([field, max], n) => [field, packed(round * 19 + n * 7, max)]),
        ) as Record<Field, string[]>;
        const fields = Object.fromEntries(Object.entries(parts).map(([f, v]) => [f, v.join(' ')])) as Record<Field, string>;
        const text = await textOf(await renderProposalPdf(modelWith(fields), { edition, locale: 'pt-BR' }));
        for (const [field, payloads] of Object.entries(parts))
          for (const p of payloads) expect(text, `${field}: ${p}`).toContain(squash(p));
      }
    },
    60_000,
  );

  it.each(editions)(
    '%s: a long e-mail and website wrap inside their columns, whole',
    async (edition) => {
      const model = sampleAcceptedProposalModel('pt-BR', NOW);
      model.client.email = 'atendimento.comercial@padariaconceicaodobairro.com.br';
      model.professional.website = 'https://www.anasouzaestudiodigital.com.br/portfolio/identidade-visual';
      model.title = 'https://www.anasouzaestudiodigital.com.br/portfolio/identidade-visual-e-site';
      const text = await textOf(await renderProposalPdf(model, { edition, locale: 'pt-BR' }));
      expect(text).toContain(model.client.email);
      expect(text).toContain(model.professional.website);
      expect(text).toContain(model.title);
    },
    60_000,
  );
});
