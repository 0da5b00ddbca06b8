// The public API against the real database: keys, plans, scopes, rate limit, idempotency, problem
// details in the caller's language, and every resource (happy path, validation, another user's id).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db';
import { proposalAcceptances, proposals as proposalRows } from '@/db/schema';
import { createApiKey, MAX_ACTIVE_KEYS, revokeApiKey } from '@/features/api/keys';
import { hitApiRateLimit } from '@/features/api/rate-limit';
import * as account from '@/app/api/v1/account/route';
import * as calculator from '@/app/api/v1/calculator/route';
import * as clients from '@/app/api/v1/clients/route';
import * as client from '@/app/api/v1/clients/[id]/route';
import * as contracts from '@/app/api/v1/contracts/route';
import * as contract from '@/app/api/v1/contracts/[id]/route';
import * as proposals from '@/app/api/v1/proposals/route';
import * as proposal from '@/app/api/v1/proposals/[id]/route';
import * as proposalPdf from '@/app/api/v1/proposals/[id]/pdf/route';
import * as proposalSend from '@/app/api/v1/proposals/[id]/send/route';
import * as services from '@/app/api/v1/services/route';
import * as service from '@/app/api/v1/services/[id]/route';
import { apiAccount, apiRequest, jsonOf, params, setPlan } from '../../support/api-client';

vi.mock('next/headers', () => import('../../security/next-request'));

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

describe('authentication, plan and scopes', () => {
  it('answers 401 problems without a key, with an unknown key and with a revoked one', async () => {
    const a = await apiAccount();
    const none = await jsonOf(await account.GET(apiRequest('/api/v1/account')));
    expect(none.status).toBe(401);
    expect(none.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="valora"');
    expect(none.body).toMatchObject({ type: 'https://valora.app/problems/unauthorized', status: 401 });

    const unknown = await jsonOf(await account.GET(apiRequest('/api/v1/account', { key: 'vlr_nao-existe' })));
    expect(unknown.status).toBe(401);
    expect(unknown.body.detail).toBe('Esta chave de API não existe ou foi revogada.');

    expect((await account.GET(apiRequest('/api/v1/account', { key: a.key }))).status).toBe(200);
    await revokeApiKey(getDb(), a.userId, a.keyId);
    expect((await account.GET(apiRequest('/api/v1/account', { key: a.key }))).status).toBe(401);
  });

  it('keeps at most 20 active keys per account; a revoked key frees its place', async () => {
    expect(MAX_ACTIVE_KEYS).toBe(20); // the refusal's message says 20 (api.keys.tooMany)
    const a = await apiAccount(); // its first key
    for (let i = 1; i < MAX_ACTIVE_KEYS; i++)
      expect((await createApiKey(getDb(), a.userId, { name: `chave ${i}`, scopes: ['read'] })).ok).toBe(true);
    expect(await createApiKey(getDb(), a.userId, { name: 'uma a mais', scopes: ['read'] })).toEqual({
      ok: false,
      message: 'api.keys.tooMany',
    });
    expect(await revokeApiKey(getDb(), a.userId, a.keyId)).toEqual({ ok: true, data: { id: a.keyId } });
    expect((await createApiKey(getDb(), a.userId, { name: 'no lugar da revogada', scopes: ['read'] })).ok).toBe(true);
    expect(await createApiKey(getDb(), a.userId, { name: 'outra a mais', scopes: ['read'] })).toEqual({
      ok: false,
      message: 'api.keys.tooMany',
    });
    // Another account's keys are its own.
    expect((await createApiKey(getDb(), (await apiAccount()).userId, { name: 'outra conta', scopes: ['read'] })).ok).toBe(true);
  });

  it('stops the keys when the plan lapses or is not Senior/Web, with the plan-inactive problem in the caller’s language', async () => {
    const a = await apiAccount();
    for (const [plan, status] of [
      ['senior', 'expired'],
      ['pleno', 'active'],
      ['junior', 'trialing'],
    ] as const) {
      await setPlan(a.userId, plan, status);
      const r = await jsonOf(
        await account.GET(apiRequest('/api/v1/account', { key: a.key, headers: { 'accept-language': 'en-US,en;q=0.9' } })),
      );
      expect(r.status).toBe(401);
      expect(r.body.type).toBe('https://valora.app/problems/plan-inactive');
      expect(r.body.title).toBe("The account's plan does not include the API");
    }
    await setPlan(a.userId, 'web', 'active');
    expect((await account.GET(apiRequest('/api/v1/account', { key: a.key }))).status).toBe(200);
  });

  it('refuses writes to a read-only key (403) and reads to nobody else', async () => {
    const a = await apiAccount(['read']);
    const r = await jsonOf(
      await clients.POST(apiRequest('/api/v1/clients', { key: a.key, method: 'POST', json: { name: 'Ana' } })),
    );
    expect(r.status).toBe(403);
    expect(r.body.detail).toBe('Esta operação precisa de uma chave com o escopo "write".');
    expect((await clients.GET(apiRequest('/api/v1/clients', { key: a.key }))).status).toBe(200);
  });

  it('limits each key to 120 requests a minute, with RateLimit headers and 429 + Retry-After', async () => {
    const a = await apiAccount();
    const first = await account.GET(apiRequest('/api/v1/account', { key: a.key }));
    expect(first.headers.get('ratelimit-policy')).toBe('"per-key";q=120;w=60');
    expect(first.headers.get('ratelimit')).toMatch(/^"per-key";r=119;t=\d+$/);
    for (let i = 0; i < 119; i++) await hitApiRateLimit(getDb(), a.keyId);
    const over = await jsonOf(await account.GET(apiRequest('/api/v1/account', { key: a.key })));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('ratelimit')).toMatch(/r=0;/);
    // Another key of another user is not affected.
    const b = await apiAccount();
    expect((await account.GET(apiRequest('/api/v1/account', { key: b.key }))).status).toBe(200);
  });

  it("counts a new key's first requests arriving together, none of them refused by the race", async () => {
    const keyId = `race-${crypto.randomUUID()}`;
    for (let round = 0; round < 5; round++) {
      const id = `${keyId}-${round}`;
      const states = await Promise.all(Array.from({ length: 8 }, () => hitApiRateLimit(getDb(), id)));
      expect(states.map((s) => s.remaining).sort((x, y) => y - x)).toEqual([119, 118, 117, 116, 115, 114, 113, 112]);
    }
  });
});

describe('clients', () => {
  it('creates, reads, lists with a cursor, patches and deletes, money in cents', async () => {
    const a = await apiAccount();
    const created = await jsonOf(
      await clients.POST(
        apiRequest('/api/v1/clients', {
          key: a.key,
          method: 'POST',
          json: { name: 'Maria Souza', email: 'Maria@Ex.com', valueCents: 250_050 },
        }),
      ),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Maria Souza',
      email: 'maria@ex.com',
      valueCents: 250_050,
      currency: 'BRL',
      status: 'novo',
    });
    expect(created.headers.get('location')).toBe(`/api/v1/clients/${created.body.id}`);
    const id = created.body.id as string;
    for (let i = 0; i < 3; i++)
      await clients.POST(apiRequest('/api/v1/clients', { key: a.key, method: 'POST', json: { name: `Cliente ${i}` } }));

    const page1 = await jsonOf(await clients.GET(apiRequest('/api/v1/clients?limit=3', { key: a.key })));
    expect(page1.body.data).toHaveLength(3);
    const page2 = await jsonOf(
      await clients.GET(apiRequest(`/api/v1/clients?limit=3&cursor=${page1.body.nextCursor}`, { key: a.key })),
    );
    expect(page2.body.data.map((c: { id: string }) => c.id)).toEqual([id]);
    expect(page2.body.nextCursor).toBeNull();

    const patched = await jsonOf(
      await client.PATCH(
        apiRequest(`/api/v1/clients/${id}`, { key: a.key, method: 'PATCH', json: { status: 'ativo' } }),
        params({ id }),
      ),
    );
    expect(patched.body).toMatchObject({ status: 'ativo', email: 'maria@ex.com', valueCents: 250_050 });
    const since = new Date(Date.now() - 60_000).toISOString();
    const filtered = await jsonOf(
      await clients.GET(apiRequest(`/api/v1/clients?status=ativo&updated_since=${since}`, { key: a.key })),
    );
    expect(filtered.body.data.map((c: { id: string }) => c.id)).toEqual([id]);

    expect(
      (await client.DELETE(apiRequest(`/api/v1/clients/${id}`, { key: a.key, method: 'DELETE' }), params({ id }))).status,
    ).toBe(204);
    expect((await client.GET(apiRequest(`/api/v1/clients/${id}`, { key: a.key }), params({ id }))).status).toBe(404);
  });

  it('answers validation problems with the form’s translated messages, per field', async () => {
    const a = await apiAccount();
    const r = await jsonOf(
      await clients.POST(
        apiRequest('/api/v1/clients', {
          key: a.key,
          method: 'POST',
          json: { name: '', email: 'x' },
          headers: { 'accept-language': 'es' },
        }),
      ),
    );
    expect(r.status).toBe(422);
    expect(r.body.type).toBe('https://valora.app/problems/validation-error');
    expect(r.body.errors.map((e: { field: string }) => e.field)).toEqual(['name', 'email']);
    const cents = await jsonOf(
      await clients.POST(apiRequest('/api/v1/clients', { key: a.key, method: 'POST', json: { name: 'A', valueCents: 10.5 } })),
    );
    expect(cents.body.errors).toEqual([{ field: 'valueCents', detail: expect.any(String) }]);
    const bad = await clients.POST(
      apiRequest('/api/v1/clients', { key: a.key, method: 'POST', body: '{', headers: { 'content-type': 'application/json' } }),
    );
    expect(bad.status).toBe(400);
    expect((await clients.GET(apiRequest('/api/v1/clients?status=vip', { key: a.key }))).status).toBe(400);
    expect((await clients.GET(apiRequest('/api/v1/clients?cursor=abc', { key: a.key }))).status).toBe(400);
  });

  it('answers 404 for another user’s client, exactly as for an unknown id, and changes nothing', async () => {
    const a = await apiAccount();
    const b = await apiAccount();
    const created = await jsonOf(
      await clients.POST(apiRequest('/api/v1/clients', { key: a.key, method: 'POST', json: { name: 'Só de A' } })),
    );
    const id = created.body.id as string;
    for (const target of [id, UNKNOWN, 'nao-e-uuid']) {
      const get = await jsonOf(await client.GET(apiRequest(`/api/v1/clients/${target}`, { key: b.key }), params({ id: target })));
      const patch = await jsonOf(
        await client.PATCH(
          apiRequest(`/api/v1/clients/${target}`, { key: b.key, method: 'PATCH', json: { name: 'B' } }),
          params({ id: target }),
        ),
      );
      const del = await jsonOf(
        await client.DELETE(apiRequest(`/api/v1/clients/${target}`, { key: b.key, method: 'DELETE' }), params({ id: target })),
      );
      for (const r of [get, patch, del]) expect([r.status, r.body.detail]).toEqual([404, 'Cliente não encontrado']);
    }
    expect((await jsonOf(await client.GET(apiRequest(`/api/v1/clients/${id}`, { key: a.key }), params({ id })))).body.name).toBe(
      'Só de A',
    );
    expect((await jsonOf(await clients.GET(apiRequest('/api/v1/clients', { key: b.key })))).body.data).toEqual([]);
  });

  it('replays a create sent again with the same Idempotency-Key, and refuses the key with another body', async () => {
    const a = await apiAccount();
    const send = (json: unknown) =>
      clients.POST(
        apiRequest('/api/v1/clients', { key: a.key, method: 'POST', json, headers: { 'idempotency-key': 'pedido-42' } }),
      );
    const first = await jsonOf(await send({ name: 'Uma vez' }));
    const again = await jsonOf(await send({ name: 'Uma vez' }));
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await jsonOf(await clients.GET(apiRequest('/api/v1/clients', { key: a.key })))).body.data).toHaveLength(1);
    const other = await jsonOf(await send({ name: 'Outro corpo' }));
    expect([other.status, other.body.type]).toEqual([409, 'https://valora.app/problems/idempotency-conflict']);
  });
});

describe('services, proposals, contracts, calculator and account', () => {
  it('runs a proposal from a service to a sent draft and its PDF', { timeout: 60_000 }, async () => {
    const a = await apiAccount();
    const svc = await jsonOf(
      await services.POST(
        apiRequest('/api/v1/services', { key: a.key, method: 'POST', json: { name: 'Site', baseHours: 10, complexity: 1.5 } }),
      ),
    );
    expect(svc.status).toBe(201);
    expect(svc.body).toMatchObject({ name: 'Site', baseHours: 10, complexity: 1.5, active: true });
    const svcId = svc.body.id as string;
    const patchedSvc = await jsonOf(
      await service.PATCH(
        apiRequest(`/api/v1/services/${svcId}`, { key: a.key, method: 'PATCH', json: { deliverables: 'Home' } }),
        params({ id: svcId }),
      ),
    );
    expect(patchedSvc.body).toMatchObject({ name: 'Site', deliverables: 'Home' });
    expect((await jsonOf(await services.GET(apiRequest('/api/v1/services', { key: a.key })))).body.data).toHaveLength(1);
    const badSvc = await jsonOf(
      await services.POST(
        apiRequest('/api/v1/services', { key: a.key, method: 'POST', json: { name: 'X', baseHours: 0, complexity: 3 } }),
      ),
    );
    expect(badSvc.status).toBe(422);

    const c = await jsonOf(
      await clients.POST(apiRequest('/api/v1/clients', { key: a.key, method: 'POST', json: { name: 'Cliente P' } })),
    );
    const created = await jsonOf(
      await proposals.POST(
        apiRequest('/api/v1/proposals', {
          key: a.key,
          method: 'POST',
          json: {
            clientId: c.body.id,
            title: 'Site novo',
            validUntil: inAMonth(),
            lines: [{ serviceId: svcId, priceCents: 150_000 }],
          },
        }),
      ),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'rascunho', totalCents: 150_000, currency: 'BRL', publicUrl: null });
    expect(created.body.lines).toEqual([
      expect.objectContaining({ serviceId: svcId, name: 'Site', priceCents: 150_000, hours: 15 }),
    ]);
    const id = created.body.id as string;

    const patched = await jsonOf(
      await proposal.PATCH(
        apiRequest(`/api/v1/proposals/${id}`, { key: a.key, method: 'PATCH', json: { title: 'Site novo 2' } }),
        params({ id }),
      ),
    );
    expect(patched.body).toMatchObject({ title: 'Site novo 2', totalCents: 150_000 });

    // The automatic reminders switch (issue 19): read, switched alone (same version), refused when not a boolean.
    expect(created.body.remindersEnabled).toBe(true);
    const quiet = await jsonOf(
      await proposal.PATCH(
        apiRequest(`/api/v1/proposals/${id}`, { key: a.key, method: 'PATCH', json: { remindersEnabled: false } }),
        params({ id }),
      ),
    );
    expect([quiet.status, quiet.body.id, quiet.body.remindersEnabled, quiet.body.version]).toEqual([
      200,
      id,
      false,
      patched.body.version,
    ]);
    expect(
      (await jsonOf(await proposal.GET(apiRequest(`/api/v1/proposals/${id}`, { key: a.key }), params({ id })))).body,
    ).toMatchObject({
      remindersEnabled: false,
      title: 'Site novo 2',
    });
    const notBoolean = await jsonOf(
      await proposal.PATCH(
        apiRequest(`/api/v1/proposals/${id}`, {
          key: a.key,
          method: 'PATCH',
          json: { title: 'Nunca salvo', remindersEnabled: 'sim' },
          headers: { 'accept-language': 'en' },
        }),
        params({ id }),
      ),
    );
    expect([notBoolean.status, notBoolean.body.errors]).toEqual([
      422,
      [{ field: 'remindersEnabled', detail: expect.any(String) }],
    ]);
    const both = await jsonOf(
      await proposal.PATCH(
        apiRequest(`/api/v1/proposals/${id}`, {
          key: a.key,
          method: 'PATCH',
          json: { title: 'Site novo 3', remindersEnabled: true },
        }),
        params({ id }),
      ),
    );
    expect([both.status, both.body.title, both.body.remindersEnabled]).toEqual([200, 'Site novo 3', true]);

    // A free line of 3 hours at R$ 100,00 with 10 % off: a PATCH of the title keeps its pricing.
    const free = await jsonOf(
      await proposals.POST(
        apiRequest('/api/v1/proposals', {
          key: a.key,
          method: 'POST',
          json: {
            clientId: c.body.id,
            title: 'Consultoria',
            validUntil: inAMonth(),
            lines: [
              { name: 'Mentoria', unit: 'hours', quantity: 3, priceCents: 10_000, discount: { kind: 'percent', value: 10 } },
            ],
          },
        }),
      ),
    );
    expect([free.status, free.body.totalCents]).toEqual([201, 27_000]);
    const freeId = free.body.id as string;
    const renamed = await jsonOf(
      await proposal.PATCH(
        apiRequest(`/api/v1/proposals/${freeId}`, { key: a.key, method: 'PATCH', json: { title: 'Consultoria 2' } }),
        params({ id: freeId }),
      ),
    );
    expect([renamed.status, renamed.body.title, renamed.body.totalCents]).toEqual([200, 'Consultoria 2', 27_000]);
    expect(
      (await proposal.DELETE(apiRequest(`/api/v1/proposals/${freeId}`, { key: a.key, method: 'DELETE' }), params({ id: freeId })))
        .status,
    ).toBe(204);

    const sent = await jsonOf(
      await proposalSend.POST(apiRequest(`/api/v1/proposals/${id}/send`, { key: a.key, method: 'POST' }), params({ id })),
    );
    expect(sent.body).toMatchObject({ status: 'enviada', publicUrl: expect.stringMatching(/\/p\//) });
    const again = await jsonOf(
      await proposalSend.POST(apiRequest(`/api/v1/proposals/${id}/send`, { key: a.key, method: 'POST' }), params({ id })),
    );
    expect(again.status).toBe(422);

    const list = await jsonOf(await proposals.GET(apiRequest('/api/v1/proposals?status=enviada', { key: a.key })));
    expect(list.body.data.map((p: { id: string }) => p.id)).toEqual([id]);
    expect(
      (await jsonOf(await proposals.GET(apiRequest('/api/v1/proposals?status=rascunho', { key: a.key })))).body.data,
    ).toEqual([]);

    const pdf = await proposalPdf.GET(apiRequest(`/api/v1/proposals/${id}/pdf`, { key: a.key }), params({ id }));
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);

    const b = await apiAccount();
    for (const call of [
      proposal.GET(apiRequest(`/api/v1/proposals/${id}`, { key: b.key }), params({ id })),
      proposalPdf.GET(apiRequest(`/api/v1/proposals/${id}/pdf`, { key: b.key }), params({ id })),
      proposalSend.POST(apiRequest(`/api/v1/proposals/${id}/send`, { key: b.key, method: 'POST' }), params({ id })),
      proposal.DELETE(apiRequest(`/api/v1/proposals/${id}`, { key: b.key, method: 'DELETE' }), params({ id })),
      service.GET(apiRequest(`/api/v1/services/${svcId}`, { key: b.key }), params({ id: svcId })),
      service.DELETE(apiRequest(`/api/v1/services/${svcId}`, { key: b.key, method: 'DELETE' }), params({ id: svcId })),
    ])
      expect(
        await (async () => {
          const r = await call;
          return r.status === 404 ? 404 : `${r.status} ${await r.text()}`;
        })(),
      ).toBe(404);
    expect(
      (await proposal.DELETE(apiRequest(`/api/v1/proposals/${id}`, { key: a.key, method: 'DELETE' }), params({ id }))).status,
    ).toBe(204);
  });

  it('saves a PATCH of other fields with remindersEnabled in one transaction: both or neither', { timeout: 60_000 }, async () => {
    const a = await apiAccount();
    const c = await jsonOf(
      await clients.POST(apiRequest('/api/v1/clients', { key: a.key, method: 'POST', json: { name: 'Cliente R' } })),
    );
    const created = await jsonOf(
      await proposals.POST(
        apiRequest('/api/v1/proposals', {
          key: a.key,
          method: 'POST',
          json: {
            clientId: c.body.id,
            title: 'Lembretes',
            validUntil: inAMonth(),
            lines: [{ name: 'Site', unit: 'hours', quantity: 3, priceCents: 30_000 }],
          },
        }),
      ),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    const patch = (json: unknown, target = id) =>
      proposal.PATCH(apiRequest(`/api/v1/proposals/${target}`, { key: a.key, method: 'PATCH', json }), params({ id: target }));
    const stored = async (target = id) => (await getDb().select().from(proposalRows).where(eq(proposalRows.id, target)))[0];

    // The update is refused inside its transaction (an unknown client): the switch is not saved either.
    const refused = await jsonOf(await patch({ clientId: UNKNOWN, title: 'Nunca salvo', remindersEnabled: false }));
    expect(refused.status).toBe(422);
    expect(await stored()).toMatchObject({ title: 'Lembretes', remindersEnabled: true });

    // The switch fails after the update has been written (a trigger refuses it): the update is rolled back.
    const db = getDb();
    await db.execute(sql`create or replace function api_v1_test_refuse_switch() returns trigger language plpgsql as $$
      begin raise exception 'switch refused by the test'; end $$`);
    await db.execute(sql`create trigger api_v1_test_refuse_switch before update of reminders_enabled on proposals
      for each row when (new.title = 'Falha no interruptor') execute function api_v1_test_refuse_switch()`);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const failed = await patch({ title: 'Falha no interruptor', remindersEnabled: false });
      expect(failed.status).toBe(500);
      expect(await stored()).toMatchObject({ title: 'Lembretes', remindersEnabled: true });
    } finally {
      quiet.mockRestore();
      await db.execute(sql`drop trigger if exists api_v1_test_refuse_switch on proposals`);
      await db.execute(sql`drop function if exists api_v1_test_refuse_switch()`);
    }

    // Both saved together; on an accepted proposal, on its next version only (the accepted one stays as it was).
    const both = await jsonOf(await patch({ title: 'Lembretes 2', remindersEnabled: false }));
    expect([both.status, both.body.id, both.body.title, both.body.remindersEnabled]).toEqual([200, id, 'Lembretes 2', false]);
    await db.insert(proposalAcceptances).values({
      proposalId: id,
      userId: a.userId,
      signerName: 'Cliente R',
      documentDigits: '123',
      contentSha256: 'x',
      content: '{}',
    });
    // Alone, the switch makes no new version of an accepted proposal.
    const alone = await jsonOf(await patch({ remindersEnabled: true }));
    expect([alone.status, alone.body.id, alone.body.remindersEnabled]).toEqual([200, id, true]);
    const next = await jsonOf(await patch({ title: 'Lembretes v2', remindersEnabled: false }));
    expect(next.status).toBe(200);
    expect(next.body.id).not.toBe(id);
    expect(next.body).toMatchObject({ title: 'Lembretes v2', remindersEnabled: false, version: 2 });
    expect(await stored()).toMatchObject({ title: 'Lembretes 2', remindersEnabled: true });
    expect(await db.select({ id: proposalRows.id }).from(proposalRows).where(eq(proposalRows.userId, a.userId))).toHaveLength(2);
  });

  it('reads contracts (404 for unknown), the calculator and the account', async () => {
    const a = await apiAccount();
    expect((await jsonOf(await contracts.GET(apiRequest('/api/v1/contracts', { key: a.key })))).body).toEqual({
      data: [],
      nextCursor: null,
    });
    expect((await contract.GET(apiRequest(`/api/v1/contracts/${UNKNOWN}`, { key: a.key }), params({ id: UNKNOWN }))).status).toBe(
      404,
    );
    const calc = await jsonOf(await calculator.GET(apiRequest('/api/v1/calculator', { key: a.key })));
    expect(calc.body).toMatchObject({
      monthlyGoalCents: 300_000,
      fixedCostsCents: 40_000,
      weeklyHours: 22,
      hourlyRateCents: 3864,
      currency: 'BRL',
    });
    const acc = await jsonOf(await account.GET(apiRequest('/api/v1/account', { key: a.key })));
    expect(acc.body).toMatchObject({ id: a.userId, plan: { id: 'senior', active: true }, apiKey: { scopes: ['read', 'write'] } });
  });
});
