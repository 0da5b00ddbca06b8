// Every template of the library prints: its title, each clause numbered in order, no placeholder left,
// the hash on every page. pt-BR for every template; one template in all four languages.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { contractDocument } from '@/features/contracts/document';
import type { ContractPdfModel } from '@/features/contracts/pdf/model';
import { renderContractPdf } from '@/features/contracts/pdf/render';
import { clauseTitle } from '@/features/contracts/pdf/layout';
import { CONTRACT_TEMPLATES } from '@/features/contracts/templates';
import { CONTRACT_FIELDS } from '@/lib/contracts/merge-fields';

// Every field filled with a value that names it, so a clause that lost its value would show.
const VALUES = Object.fromEntries(CONTRACT_FIELDS.map((f) => [f, `valor ${f.replace('.', ' ')}`]));
VALUES['proposta.itens'] = 'Primeiro item\nSegundo item';

async function text(pdf: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : ''))
        .join('')
        .replace(/\u2060/g, '')
        .replace(/\s+/g, ' '),
    );
  }
  await doc.destroy();
  return pages;
}

function modelOf(language: 'pt-BR' | 'en' | 'es' | 'de', t: (typeof CONTRACT_TEMPLATES)[number]): ContractPdfModel {
  const texts = t.texts[language];
  const doc = contractDocument({
    contractId: '00000000-0000-4000-8000-000000000001',
    version: 1,
    language,
    title: texts.title,
    clauses: texts.clauses,
    fieldValues: VALUES,
  });
  return {
    contractId: '00000000-0000-4000-8000-000000000001',
    version: 1,
    language,
    title: texts.title,
    clauses: texts.clauses,
    values: doc.values,
    professional: doc.professional,
    client: doc.client,
    contentSha256: doc.sha256,
    signed: false,
    signatures: [],
    events: [],
    brand: { name: 'Estúdio', logo: null, brandColor: '#0f766e' },
    verifyUrl: 'http://localhost:3000/verificar',
  };
}

const cases = [
  ...CONTRACT_TEMPLATES.map((t) => ['pt-BR', t.id, t] as const),
  ...(['en', 'es', 'de'] as const).map((language) => [language, CONTRACT_TEMPLATES[0].id, CONTRACT_TEMPLATES[0]] as const),
];

describe('every template as a PDF', () => {
  it.each(cases)('%s %s', { timeout: 60_000 }, async (language, _id, template) => {
    const model = modelOf(language, template);
    const pages = await text(await renderContractPdf(model, { edition: 'premium' }));
    const all = pages.join(' ');
    expect(all).not.toContain('{{');
    expect(all).toContain('Primeiro item');
    template.texts[language].clauses.forEach((clause, i) => {
      // pdfjs reads the period of "1.ª" as "$" (see the integration test); the number and the heading are there.
      const title = clauseTitle(language, i + 1, clause.heading).replace('.ª', '$ª');
      expect(all.includes(title) || all.includes(clauseTitle(language, i + 1, clause.heading)), title).toBe(true);
    });
    pages.forEach((page) => expect(page).toContain(model.contentSha256));
  });
});
