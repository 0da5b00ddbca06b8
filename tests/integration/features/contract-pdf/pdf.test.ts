// The contract PDF read back with pdfjs: clauses numbered in the contract's language, both signers,
// the content hash on every page, the evidence page; a draft carries the MINUTA mark. The final
// PDF is stored once (idempotent) with the SHA-256 of its bytes.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { contracts } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { contractPdfModel } from '@/features/contracts/pdf/data';
import { finalizeContract, sha256OfBytes } from '@/features/contracts/pdf/finalize';
import { contractPdfDownload } from '@/features/contracts/pdf/serve';
import { renderContractPdf } from '@/features/contracts/pdf/render';
import { getStorage } from '@/features/storage/storage';
import { readOutbox } from '../../../support/outbox';
import { seedContract, VALUES } from '../../support/contract-pdf-fixture';

/** The text of every page, spaces normalised. */
export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
    pages.push(
      text
        .replace(/\u2060/g, '')
        .replace(/[\u00a0\u202f]/g, ' ')
        .replace(/[ \t]+/g, ' '),
    );
  }
  await doc.destroy();
  return pages;
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

async function contractRow(id: string) {
  return (await getDb().select().from(contracts).where(eq(contracts.id, id)))[0];
}

describe('contract PDF', () => {
  it('prints a signed contract: clauses, both signers, the hash on every page, the evidence page', async () => {
    const db = getDb();
    const userId = await createVerifiedUser(db, { email: 'cpdf-signed@exemplo.com', password: 'senha-forte-123' });
    const seeded = await seedContract(db, userId, { status: 'assinado' });
    const model = await contractPdfModel(db, await contractRow(seeded.id));
    expect(model.signed).toBe(true);
    expect(model.contentSha256).toBe(seeded.contentSha256);
    const pages = await pdfPages(await renderContractPdf(model, { edition: 'basic' }));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const all = flat(pages.join('\n'));
    expect(all).toContain('Contrato de design para João Müller Ltda');
    expect(all).toContain('Cláusula 1ª — Das partes');
    expect(all).toContain('Cláusula 4ª — Da assinatura eletrônica');
    expect(all).toContain('Identidade visual completa');
    expect(all).toContain('Site institucional de 5 páginas');
    expect(all).not.toContain('{{');
    expect(all).toContain(VALUES['profissional.nome']);
    expect(all).toContain(VALUES['cliente.nome']);
    expect(all).toContain('529.982.247-25');
    expect(all).toContain('11.222.333/0001-81');
    // Signed 13:30 and 13:40 UTC: 10:30 and 10:40 in Brasília.
    expect(all).toContain('Assinado eletronicamente em 20/11/2026, 10:30:00');
    expect(all).toContain('Assinado eletronicamente em 20/11/2026, 10:40:00');
    expect(all).not.toContain('MINUTA');
    pages.forEach((page, i) => {
      expect(flat(page), `page ${i + 1}`).toContain(seeded.contentSha256);
      expect(flat(page), `page ${i + 1}`).toContain(`Página ${i + 1} de ${pages.length}`);
    });
    const first = pages.findIndex((page) => page.includes('Registro de assinaturas'));
    expect(first).toBeGreaterThan(0);
    const evidence = flat(pages.slice(first).join('\n'));
    expect(evidence).toContain('Registro de assinaturas');
    expect(evidence).toContain(seeded.id);
    expect(evidence).toContain('203.0.113.7');
    expect(evidence).toContain('Código de verificação confirmado');
    expect(evidence).toContain('Assinado pelo contratado');
    expect(evidence).toContain('/verificar');
  });

  it('marks a draft, leaves the unsigned party blank, and speaks the contract language', async () => {
    const db = getDb();
    const userId = await createVerifiedUser(db, { email: 'cpdf-draft@exemplo.com', password: 'senha-forte-123' });
    for (const [language, clause, mark, evidenceTitle] of [
      ['pt-BR', 'Cláusula 2ª — Do objeto', 'MINUTA', 'Registro de assinaturas'],
      ['en', 'Clause 2 — Do objeto', 'DRAFT', 'Signature record'],
      // pdfjs reads Inter's period before "ª" as "$" (poppler reads "."): either is accepted here.
      ['es', /Cláusula 2[.$]ª — Do objeto/, 'BORRADOR', 'Registro de firmas'],
      ['de', '§ 2 — Do objeto', 'ENTWURF', 'Unterschriftenprotokoll'],
    ] as const) {
      const seeded = await seedContract(db, userId, { status: 'assinado_cliente', language });
      const model = await contractPdfModel(db, await contractRow(seeded.id));
      expect(model.signed).toBe(false);
      const all = flat((await pdfPages(await renderContractPdf(model, { edition: 'premium' }))).join('\n'));
      if (typeof clause === 'string') expect(all, language).toContain(clause);
      else expect(all, language).toMatch(clause);
      expect(all, language).toContain(mark);
      expect(all, language).toContain(evidenceTitle);
    }
  });

  it('finalizes once: stores the PDF and the SHA-256 of its bytes, and a second call changes nothing', async () => {
    const db = getDb();
    const userId = await createVerifiedUser(db, { email: 'cpdf-final@exemplo.com', password: 'senha-forte-123' });
    const draft = await seedContract(db, userId, { status: 'assinado_cliente' });
    expect(await finalizeContract(db, draft.id)).toEqual({ ok: false, reason: 'not_signed' });
    expect((await contractRow(draft.id)).finalPdfKey).toBeNull();

    const seeded = await seedContract(db, userId, { status: 'assinado' });
    const [first, concurrent] = await Promise.all([finalizeContract(db, seeded.id), finalizeContract(db, seeded.id)]);
    if (!first.ok || !concurrent.ok) throw new Error('not finalized');
    expect(concurrent.key).toBe(first.key);
    const row = await contractRow(seeded.id);
    expect([row.finalPdfKey, row.finalPdfSha256]).toEqual([first.key, first.sha256]);
    const stored = await getStorage().get(first.key);
    expect(stored).not.toBeNull();
    expect(sha256OfBytes(stored!)).toBe(first.sha256);
    const again = await finalizeContract(db, seeded.id);
    expect(again).toEqual({ ok: true, key: first.key, sha256: first.sha256, created: false });
    // Each party got the final PDF once, attached, with its hash and the verification link.
    const dataDir = process.env.DATA_DIR!;
    for (const to of [VALUES['cliente.email'], VALUES['profissional.email']]) {
      const mails = readOutbox(dataDir, { to, kind: 'contract-final' });
      expect(mails, to).toHaveLength(1);
      expect(mails[0].mail.subject).toBe('Contrato assinado: Contrato de design para João Müller Ltda');
      expect(mails[0].mail.text).toContain(first.sha256);
      expect(mails[0].link).toBe('http://localhost:3000/verificar');
      const raw = fs.readFileSync(path.join(dataDir, 'outbox', mails[0].file), 'utf8');
      expect(raw).toMatch(/Content-Type: application\/pdf; name=contrato-de-design\.pdf/);
    }
    const text = flat((await pdfPages(stored!)).join('\n'));
    expect(text).toContain(seeded.contentSha256);
    expect(text).not.toContain('MINUTA');
  });

  it('renders at most 2 of an account’s PDFs at once with 4 waiting; past that a translated 429', async () => {
    const db = getDb();
    const userId = await createVerifiedUser(db, { email: 'cpdf-busy@exemplo.com', password: 'senha-forte-123' });
    const seeded = await seedContract(db, userId, { status: 'enviado' });
    const row = await contractRow(seeded.id);
    const answers = await Promise.all(Array.from({ length: 8 }, () => contractPdfDownload(db, row)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    const busy = answers.find((a) => a.status === 429)!;
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await busy.json()) as { message: string }).message).toMatch(/\d/);
  });
});
