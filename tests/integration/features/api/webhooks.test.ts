// Outgoing webhooks against a local receiver: events collected from the app's history, payloads
// verified with standardwebhooks' own verifier, retries with backoff logged per attempt, an endpoint
// failing for 3 days disabled with an e-mail, "Reenviar", and the SSRF refusals after DNS resolution.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '@/db/schema';
import { createClient, updateClient } from '@/features/clients/mutations';
import { checkWebhookUrl, isForbiddenAddress, type Resolver } from '@/features/api/webhooks/address';
import { collectWebhookEvents } from '@/features/api/webhooks/collect';
import { attemptDelivery, RETRY_DELAYS_SECONDS } from '@/features/api/webhooks/deliver';
import { createWebhookEndpoint, enableWebhookEndpoint, listWebhooks, MAX_ENDPOINTS, resetDelivery } from '@/features/api/webhooks/endpoints';
import { apiAccount, setPlan } from '../../support/api-client';

vi.mock('next/headers', () => import('../../security/next-request'));

type Received = { headers: http.IncomingHttpHeaders; body: string };
const received: Received[] = [];
let answerWith = 200;
let server: http.Server;
let receiverUrl = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answerWith).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const LOCAL = { allowLoopbackHttp: true };

async function endpointFor(userId: string, events: string[]) {
  const created = await createWebhookEndpoint(getDb(), userId, { url: receiverUrl, events }, LOCAL);
  if (!created.ok) throw new Error(created.message);
  // Collect from a moment ago: the endpoint's window starts at its creation.
  await getDb().update(webhookEndpoints).set({ createdAt: new Date(Date.now() - 60_000), collectedUntil: new Date(Date.now() - 60_000) }).where(eq(webhookEndpoints.id, created.data.id));
  return created.data;
}

describe('SSRF guard', () => {
  const stub =
    (...addresses: string[]): Resolver =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it.each([
    ['10.1.2.3'],
    ['127.0.0.1'],
    ['169.254.169.254'],
    ['192.168.0.10'],
    ['172.20.0.1'],
    ['100.64.0.1'],
    ['::1'],
    ['fe80::1'],
    ['fd00::1'],
    ['::ffff:127.0.0.1'],
    ['0.0.0.0'],
  ])('refuses a host that resolves to %s', async (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
    expect(await checkWebhookUrl('https://hooks.exemplo.com/x', { resolve: stub(address) })).toEqual({ ok: false, message: 'api.webhooks.privateAddress' });
  });

  it('refuses when any of the addresses is private, http, and unresolvable hosts; takes a public one', async () => {
    expect((await checkWebhookUrl('https://h.exemplo.com', { resolve: stub('93.184.216.34', '10.0.0.1') })).ok).toBe(false);
    expect(await checkWebhookUrl('http://h.exemplo.com', { resolve: stub('93.184.216.34') })).toEqual({ ok: false, message: 'api.webhooks.httpsOnly' });
    expect(await checkWebhookUrl('https://h.exemplo.com', { resolve: () => Promise.reject(new Error('ENOTFOUND')) })).toEqual({ ok: false, message: 'api.webhooks.unresolvable' });
    expect(await checkWebhookUrl('https://127.0.0.1/x')).toEqual({ ok: false, message: 'api.webhooks.privateAddress' });
    expect(await checkWebhookUrl('http://127.0.0.1:9/x')).toEqual({ ok: false, message: 'api.webhooks.httpsOnly' });
    expect(await checkWebhookUrl('https://h.exemplo.com/x', { resolve: stub('93.184.216.34') })).toMatchObject({ ok: true, address: '93.184.216.34' });
  });

  it('refuses such an endpoint when it is added, with the field error, and only Senior/Web may add', async () => {
    const a = await apiAccount();
    const refused = await createWebhookEndpoint(getDb(), a.userId, { url: 'https://interno.exemplo.com', events: ['client.created'] }, { resolve: stub('10.0.0.8') });
    expect(refused).toMatchObject({ ok: false, message: 'api.webhooks.privateAddress', fieldErrors: { url: 'api.webhooks.privateAddress' } });
    await setPlan(a.userId, 'pleno');
    expect(await createWebhookEndpoint(getDb(), a.userId, { url: receiverUrl, events: ['client.created'] }, LOCAL)).toMatchObject({ ok: false, message: 'api.locked' });
  });
});

describe('limits', () => {
  it('takes 10 endpoints per account and refuses one more, counting only that account’s', async () => {
    expect(MAX_ENDPOINTS).toBe(10); // the refusal's message says 10 (api.webhooks.tooMany)
    const a = await apiAccount();
    const other = await apiAccount();
    expect((await createWebhookEndpoint(getDb(), other.userId, { url: receiverUrl, events: ['client.created'] }, LOCAL)).ok).toBe(true);
    for (let i = 0; i < MAX_ENDPOINTS; i++) {
      expect((await createWebhookEndpoint(getDb(), a.userId, { url: `${receiverUrl}?n=${i}`, events: ['client.created'] }, LOCAL)).ok).toBe(true);
    }
    expect(await createWebhookEndpoint(getDb(), a.userId, { url: receiverUrl, events: ['client.created'] }, LOCAL)).toMatchObject({ ok: false, message: 'api.webhooks.tooMany' });
    expect(await getDb().$count(webhookEndpoints, eq(webhookEndpoints.userId, a.userId))).toBe(MAX_ENDPOINTS);
  });
});

describe('deliveries', () => {
  it('collects client events and delivers them signed; the receiver verifies with standardwebhooks', async () => {
    const a = await apiAccount();
    const endpoint = await endpointFor(a.userId, ['client.created', 'client.updated']);
    const c = await createClient(getDb(), a.userId, { name: 'Webhook Ltda', value: '1.500,00' });
    if (!c.ok) throw new Error(c.message);
    await new Promise((r) => setTimeout(r, 1100));
    await updateClient(getDb(), a.userId, c.data.id, { name: 'Webhook SA', value: '1.500,00' });
    const ids = await collectWebhookEvents(getDb());
    const mine = await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(mine.map((d) => d.eventType).sort()).toEqual(['client.created', 'client.updated']);
    // Collecting again finds the same events and makes no second delivery.
    await collectWebhookEvents(getDb());
    expect(await getDb().$count(webhookDeliveries, eq(webhookDeliveries.endpointId, endpoint.id))).toBe(2);

    received.length = 0;
    answerWith = 200;
    for (const d of mine) expect(ids).toContain(d.id);
    for (const d of mine) expect(await attemptDelivery(getDb(), d.id, LOCAL)).toEqual({ kind: 'succeeded' });
    expect(received).toHaveLength(2);
    const verifier = new Webhook(endpoint.secret);
    for (const r of received) {
      const payload = verifier.verify(r.body, r.headers as Record<string, string>) as { type: string; data: { valueCents: number; currency: string } };
      expect(payload.data).toMatchObject({ valueCents: 150_000, currency: 'BRL' });
    }
    const tampered = received[0].body.replace('150000', '1');
    expect(() => verifier.verify(tampered, received[0].headers as Record<string, string>)).toThrow();
    expect(() => new Webhook(`whsec_${Buffer.from('outro-segredo-qualquer-1234').toString('base64')}`).verify(received[0].body, received[0].headers as Record<string, string>)).toThrow();
  });

  it('retries with backoff, logs each attempt, disables after 3 days of failures with an e-mail, and Reenviar works', async () => {
    const a = await apiAccount();
    const endpoint = await endpointFor(a.userId, ['client.created']);
    await createClient(getDb(), a.userId, { name: 'Falha' });
    const [deliveryId] = await collectWebhookEvents(getDb());
    answerWith = 500;
    const start = Date.now();
    const outcomes = [];
    for (let i = 0; i <= RETRY_DELAYS_SECONDS.length; i++) outcomes.push(await attemptDelivery(getDb(), deliveryId, { ...LOCAL, now: new Date(start + i * 1000) }));
    expect(outcomes.slice(0, -1)).toEqual(RETRY_DELAYS_SECONDS.map((delaySeconds) => ({ kind: 'retry', delaySeconds })));
    expect(outcomes.at(-1)).toEqual({ kind: 'failed' });
    const attempts = await getDb().select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, deliveryId));
    expect(attempts).toHaveLength(RETRY_DELAYS_SECONDS.length + 1);
    expect(attempts.every((t) => t.responseStatus === 500)).toBe(true);
    expect((await listWebhooks(getDb(), a.userId)).deliveries[0]).toMatchObject({ status: 'failed', lastAttempt: { responseStatus: 500 } });

    // "Reenviar" gives it a new 24 h; three days after the first failure the endpoint is disabled.
    expect((await resetDelivery(getDb(), a.userId, deliveryId)).ok).toBe(true);
    expect(await attemptDelivery(getDb(), deliveryId, { ...LOCAL, now: new Date(start + 3 * 86_400_000 + 5000) })).toEqual({ kind: 'failed' });
    const [row] = await getDb().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row.enabled).toBe(false);
    const outbox = path.join(process.env.DATA_DIR!, 'outbox');
    expect(fs.readdirSync(outbox).some((f) => f.includes('webhook-disabled'))).toBe(true);
    // Disabled: nothing more is sent until it is enabled again; then a success clears the failures.
    expect((await resetDelivery(getDb(), a.userId, deliveryId)).ok).toBe(true);
    expect(await attemptDelivery(getDb(), deliveryId, LOCAL)).toEqual({ kind: 'skipped' });
    expect((await enableWebhookEndpoint(getDb(), a.userId, endpoint.id)).ok).toBe(true);
    answerWith = 204;
    expect(await attemptDelivery(getDb(), deliveryId, LOCAL)).toEqual({ kind: 'succeeded' });
  });

  it('never lets another user resend, enable or see a delivery', async () => {
    const a = await apiAccount();
    const b = await apiAccount();
    const endpoint = await endpointFor(a.userId, ['client.created']);
    await createClient(getDb(), a.userId, { name: 'Só de A' });
    const [deliveryId] = await collectWebhookEvents(getDb());
    expect(await resetDelivery(getDb(), b.userId, deliveryId)).toMatchObject({ ok: false, message: 'api.webhooks.deliveryNotFound' });
    expect(await enableWebhookEndpoint(getDb(), b.userId, endpoint.id)).toMatchObject({ ok: false, message: 'api.webhooks.notFound' });
    expect(await listWebhooks(getDb(), b.userId)).toEqual({ endpoints: [], deliveries: [] });
  });
});
