// POST /api/contracts/verify, called as Next.js would: the stored final PDF is valid, the same file
// with one byte changed is not, the content hash pasted (in any case, with spaces) is valid, and
// garbage is a 4xx. The answer names the title, version and masked signers, nothing more.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('next/headers', () => import('../../security/next-request'));

import { POST } from '@/app/api/contracts/verify/route';
import { getDb } from '@/db';
import { createVerifiedUser } from '@/db/seed';
import { finalizeContract } from '@/features/contracts/pdf/finalize';
import { getStorage } from '@/features/storage/storage';
import { currentRequest } from '../../security/next-request';
import { seedContract, type SeededContract } from '../../support/contract-pdf-fixture';

let seeded: SeededContract;
let pdf: Buffer;
let ip = 0;

function call(body: BodyInit, type?: string) {
  currentRequest.headers = new Headers({ 'x-forwarded-for': `192.0.2.${++ip}` });
  return POST(
    new Request('http://localhost:3000/api/contracts/verify', {
      method: 'POST',
      body,
      headers: type ? { 'content-type': type } : {},
    }),
  );
}

function upload(bytes: Uint8Array) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'contrato.pdf');
  return call(form);
}

beforeAll(async () => {
  const db = getDb();
  const userId = await createVerifiedUser(db, { email: 'cverify@exemplo.com', password: 'senha-forte-123' });
  seeded = await seedContract(db, userId, { status: 'assinado' });
  const final = await finalizeContract(db, seeded.id);
  if (!final.ok) throw new Error('not finalized');
  pdf = (await getStorage().get(final.key))!;
});

afterAll(() => {
  currentRequest.headers = new Headers();
});

const VALID = {
  valid: true,
  title: 'Contrato de design para João Müller Ltda',
  version: 1,
  signers: [
    { role: 'client', name: 'João Müller Ltda', document: '11.222.***/****-**', signedAt: '2026-11-20T13:30:00.000Z' },
    { role: 'professional', name: 'Ana Conceição Design', document: '***.982.247-**', signedAt: '2026-11-20T13:40:00.000Z' },
  ],
};

describe('POST /api/contracts/verify', () => {
  it('finds the final PDF, byte for byte, and nothing for a copy with one byte changed', async () => {
    const ok = await upload(pdf);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual(VALID);
    const altered = Buffer.from(pdf);
    altered[Math.floor(altered.length / 2)] ^= 1;
    const bad = await upload(altered);
    expect([bad.status, await bad.json()]).toEqual([200, { valid: false }]);
  });

  it('finds a pasted hash: the content signed, or the final PDF, however it was pasted', async () => {
    const spaced = `  ${seeded.contentSha256.slice(0, 32).toUpperCase()}\n${seeded.contentSha256.slice(32)} `;
    for (const body of [{ hash: seeded.contentSha256 }, { hash: spaced }]) {
      const response = await call(JSON.stringify(body), 'application/json');
      expect(await response.json()).toEqual(VALID);
    }
    const form = new FormData();
    form.set('hash', seeded.contentSha256);
    expect(await (await call(form)).json()).toEqual(VALID);
    const { createHash } = await import('node:crypto');
    const pdfHash = createHash('sha256').update(pdf).digest('hex');
    expect(await (await call(JSON.stringify({ hash: pdfHash }), 'application/json')).json()).toEqual(VALID);
    const unknown = await call(JSON.stringify({ hash: 'a'.repeat(64) }), 'application/json');
    expect([unknown.status, await unknown.json()]).toEqual([200, { valid: false }]);
  });

  it('refuses garbage with a 4xx and a code, never a match', async () => {
    const cases: [BodyInit, string | undefined, number][] = [
      [JSON.stringify({ hash: 'not a hash' }), 'application/json', 400],
      [JSON.stringify({ hash: 42 }), 'application/json', 400],
      ['{', 'application/json', 400],
      ['hello', 'text/plain', 415],
      ['--x\r\n', 'multipart/form-data; boundary=x', 400],
      [new FormData(), undefined, 400],
    ];
    for (const [i, [body, type, status]] of cases.entries()) {
      const response = await call(body, type);
      expect(response.status, `case ${i}`).toBe(status);
      expect(await response.json()).toHaveProperty('error');
    }
    const big = await call(new Uint8Array(6 * 1024 * 1024), 'application/json');
    expect(big.status).toBe(413);
  });

  it('shows the one signer of a contract only the client signed; a cancelled contract matches nothing', async () => {
    const userId = await createVerifiedUser(getDb(), { email: 'cverify2@exemplo.com', password: 'senha-forte-123' });
    const partial = await seedContract(getDb(), userId, { status: 'assinado_cliente' });
    const found = await call(JSON.stringify({ hash: partial.contentSha256 }), 'application/json');
    expect(((await found.json()) as { signers: unknown[] }).signers).toHaveLength(1);
    const cancelled = await seedContract(getDb(), userId, { status: 'cancelado' });
    const none = await call(JSON.stringify({ hash: cancelled.contentSha256 }), 'application/json');
    expect(await none.json()).toEqual({ valid: false });
  });
});
