// A local stand-in for Stripe's API, for tests: Stripe cannot be reached from these machines. The
// app's real SDK talks to it through STRIPE_API_BASE (the SDK's host, port and protocol options).
// It answers the REST calls the app makes, in Stripe's shapes (API version of the installed SDK):
//   GET  /v1/prices/:id
//   POST /v1/customers, GET /v1/customers/:id
//   POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id
//   POST /v1/billing_portal/sessions
//   GET, POST (update) and DELETE (cancel) /v1/subscriptions/:id
//   GET  /v1/invoices?customer= (newest first; a subscription's invoices, and one per paid
//        one-time session made with invoice_creation)
// and serves a hosted checkout page, GET /checkout/:session, whose "Pagar" form completes the session
// and delivers the signed webhooks to the app (signed with the SDK's generateTestHeaderString), then
// sends the browser to the session's success_url. A Pix session completes unpaid; its page then
// offers "Confirmar Pix", which delivers checkout.session.async_payment_succeeded.
// Tests also build and sign events themselves (`event`, `signedDelivery`).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Obj = Record<string, unknown>;

export type StandInPrice = {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number | null;
  type: 'recurring' | 'one_time';
  recurring: { interval: 'month' | 'year'; interval_count: number } | null;
  product: string;
  livemode: false;
};

export type StandInOptions = {
  /** The app's webhook endpoint, e.g. http://localhost:3314/api/billing/stripe (needed for "Pagar"). */
  webhookUrl?: string;
  /** STRIPE_WEBHOOK_SECRET of the app. */
  webhookSecret: string;
  port?: number;
};

const signer = new Stripe('sk_test_stand_in_signer');

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** Stripe's form encoding (a[b][0][c]=v) back into objects and arrays. */
export function parseStripeForm(body: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((p, i) => i === 0 || p !== '');
    let node: Obj = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Obj;
    });
  }
  const arrays = (v: unknown): unknown => {
    if (!v || typeof v !== 'object') return v;
    const entries = Object.entries(v as Obj).map(([k, x]) => [k, arrays(x)] as const);
    return entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))
      ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, x]) => x)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Obj;
}

function missing(res: http.ServerResponse, what: string, id: string): void {
  send(res, 404, {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'`, param: 'id' },
  });
}

function send(res: http.ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  res.writeHead(status, { 'content-type': type, 'request-id': newId('req') });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

export async function startStripeStandIn(options: StandInOptions) {
  const prices = new Map<string, StandInPrice>();
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const portalSessions: Obj[] = [];
  const idempotent = new Map<string, { status: number; body: string }>();
  /** Every API request received, for assertions: method, path and parsed form body. */
  const requests: { method: string; path: string; body: Obj; authorization: string | undefined }[] = [];
  /** Every webhook delivered by the stand-in and the app's answer. */
  const deliveries: { event: Obj; status: number }[] = [];
  let base = '';

  const now = () => Math.floor(Date.now() / 1000);

  function event(type: string, object: Obj, created = now()): Obj {
    return {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      livemode: false,
      type,
      data: { object },
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
  }

  /** A body and the Stripe-Signature header for it (timestamp defaults to now). */
  function signedDelivery(
    payload: string,
    { secret = options.webhookSecret, timestamp }: { secret?: string; timestamp?: number } = {},
  ) {
    return { body: payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
  }

  async function deliver(evt: Obj): Promise<number> {
    if (!options.webhookUrl) throw new Error('stand-in: no webhookUrl to deliver to');
    const { body, signature } = signedDelivery(JSON.stringify(evt));
    const res = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
    deliveries.push({ event: evt, status: res.status });
    return res.status;
  }

  function addPrice(price: Partial<StandInPrice> & { unit_amount: number }): StandInPrice {
    const full: StandInPrice = {
      id: newId('price'),
      object: 'price',
      active: true,
      currency: 'brl',
      type: 'one_time',
      recurring: null,
      product: newId('prod'),
      livemode: false,
      ...price,
    };
    prices.set(full.id, full);
    return full;
  }

  function sessionPrice(session: Obj): StandInPrice | undefined {
    const items = (session.line_items as { price?: string }[] | undefined) ?? [];
    return items[0]?.price ? prices.get(items[0].price) : undefined;
  }

  function createSubscription(customer: string, price: StandInPrice, metadata: Obj): Obj {
    const start = now();
    const end = start + 30 * 24 * 3600;
    const sub: Obj = {
      id: newId('sub'),
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      start_date: start,
      metadata,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: start,
            current_period_end: end,
          },
        ],
      },
      default_payment_method: { id: newId('pm'), object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242' } },
      livemode: false,
    };
    subscriptions.set(sub.id as string, sub);
    return sub;
  }

  /** An invoice.paid (or payment_failed) object for a subscription's current period. */
  function invoiceFor(sub: Obj, status: 'paid' | 'open' = 'paid'): Obj {
    const item = (sub.items as { data: Obj[] }).data[0];
    const price = item.price as StandInPrice;
    const id = newId('in');
    const invoice: Obj = {
      id,
      object: 'invoice',
      created: now(),
      number: `VAL-${invoices.size + 1}`,
      invoice_pdf: `${base}/invoice/${id}.pdf`,
      customer: sub.customer,
      status,
      amount_paid: status === 'paid' ? price.unit_amount : 0,
      amount_due: price.unit_amount,
      currency: 'brl',
      billing_reason: 'subscription_cycle',
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      hosted_invoice_url: `${base}/invoice/${id}`,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      lines: {
        object: 'list',
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount: price.unit_amount,
            period: { start: item.current_period_start, end: item.current_period_end },
            pricing: { type: 'price_details', price_details: { price: price.id, product: price.product } },
          },
        ],
      },
      livemode: false,
    };
    invoices.set(id, invoice);
    return invoice;
  }

  /** The post-payment invoice of a paid one-time session made with invoice_creation (Stripe does the same). */
  function paymentInvoice(session: Obj): void {
    if ((session.invoice_creation as { enabled?: string } | undefined)?.enabled !== 'true' || session.invoice) return;
    const price = sessionPrice(session);
    const id = newId('in');
    session.invoice = id;
    invoices.set(id, {
      id,
      object: 'invoice',
      created: now(),
      number: `VAL-${invoices.size + 1}`,
      customer: session.customer,
      status: 'paid',
      amount_paid: price?.unit_amount ?? 0,
      amount_due: price?.unit_amount ?? 0,
      total: price?.unit_amount ?? 0,
      currency: 'brl',
      billing_reason: 'manual',
      hosted_invoice_url: `${base}/invoice/${id}`,
      invoice_pdf: `${base}/invoice/${id}.pdf`,
      parent: null,
      lines: { object: 'list', data: [] },
      livemode: false,
    });
  }

  /**
   * Completes a session as its hosted page would: 'card' pays at once; 'pix' completes unpaid (the
   * QR code shown), paid later by `payPix`. Returns the events the app would receive, delivered
   * unless `deliver: false`.
   */
  async function completeSession(
    id: string,
    { method = 'card', deliver: send = true }: { method?: 'card' | 'pix'; deliver?: boolean } = {},
  ): Promise<Obj[]> {
    const session = sessions.get(id);
    if (!session) throw new Error(`stand-in: no session ${id}`);
    const events: Obj[] = [];
    session.status = 'complete';
    if (session.mode === 'subscription') {
      const sub = createSubscription(
        session.customer as string,
        sessionPrice(session)!,
        ((session.subscription_data as Obj | undefined)?.metadata as Obj | undefined) ?? {},
      );
      session.subscription = sub.id;
      session.payment_status = 'paid';
      events.push(event('checkout.session.completed', { ...session }), event('invoice.paid', invoiceFor(sub)));
    } else {
      session.payment_intent = newId('pi');
      session.payment_method_types = [method];
      session.payment_status = method === 'pix' ? 'unpaid' : 'paid';
      if (method === 'card') paymentInvoice(session);
      events.push(event('checkout.session.completed', { ...session }));
    }
    if (send) for (const e of events) await deliver(e);
    return events;
  }

  /** The Pix of a completed session is paid (or expires unpaid: `failed`). */
  async function payPix(
    id: string,
    { failed = false, deliver: send = true }: { failed?: boolean; deliver?: boolean } = {},
  ): Promise<Obj> {
    const session = sessions.get(id);
    if (!session) throw new Error(`stand-in: no session ${id}`);
    session.payment_status = failed ? 'unpaid' : 'paid';
    if (!failed) paymentInvoice(session);
    const evt = event(failed ? 'checkout.session.async_payment_failed' : 'checkout.session.async_payment_succeeded', {
      ...session,
    });
    if (send) await deliver(evt);
    return evt;
  }

  function checkoutPage(session: Obj): string {
    const price = sessionPrice(session);
    const amount = price?.unit_amount ? (price.unit_amount / 100).toFixed(2) : '?';
    const pix = (session.payment_method_types as string[] | undefined)?.includes('pix');
    const awaitingPix = session.status === 'complete' && session.payment_status === 'unpaid';
    const id = escapeHtml(session.id as string);
    const form = awaitingPix
      ? `<form method="post" action="/checkout/${id}/pix"><button type="submit">Confirmar Pix</button></form>`
      : `<form method="post" action="/checkout/${id}/pay">
          ${pix ? '<label><input type="radio" name="method" value="card" checked> Cartão</label><label><input type="radio" name="method" value="pix"> Pix</label>' : '<input type="hidden" name="method" value="card">'}
          <button type="submit">Pagar</button></form>
         <a href="${escapeHtml(String(session.cancel_url))}">Voltar</a>`;
    return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Stripe stand-in checkout</title></head>
      <body><h1>Checkout (stand-in)</h1><p data-testid="amount">R$ ${amount}</p><p>${escapeHtml(typeof session.customer_email === 'string' ? session.customer_email : '')}</p>${form}</body></html>`;
  }

  async function readBody(req: http.IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function finishSession(session: Obj): Obj {
    return { ...session, url: session.status === 'open' ? `${base}/checkout/${session.id as string}` : null };
  }

  async function api(method: string, path: string, body: Obj, res: http.ServerResponse): Promise<void> {
    let m: RegExpMatchArray | null;
    if (method === 'GET' && (m = path.match(/^\/v1\/prices\/([^/]+)$/))) {
      const price = prices.get(decodeURIComponent(m[1]));
      return price ? send(res, 200, price) : missing(res, 'price', m[1]);
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
        livemode: false,
      };
      customers.set(customer.id, customer);
      return send(res, 200, customer);
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const customer = customers.get(decodeURIComponent(m[1]));
      return customer ? send(res, 200, customer) : missing(res, 'customer', m[1]);
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const items = (body.line_items as { price?: string }[] | undefined) ?? [];
      for (const item of items) if (!item.price || !prices.has(item.price)) return missing(res, 'price', String(item.price));
      if (body.customer && !customers.has(body.customer as string)) return missing(res, 'customer', body.customer as string);
      const session: Obj = {
        id: newId('cs_test'),
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        livemode: false,
        created: now(),
        expires_at: now() + 24 * 3600,
        currency: 'brl',
        amount_total: items.reduce((sum, i) => sum + (prices.get(i.price!)!.unit_amount ?? 0), 0),
        subscription: null,
        payment_intent: null,
        customer_email: body.customer_email ?? (body.customer ? customers.get(body.customer as string)!.email : null),
        ...body,
        payment_method_types: body.allowed_payment_method_types ?? body.payment_method_types ?? ['card'],
      };
      sessions.set(session.id as string, session);
      return send(res, 200, finishSession(session));
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      const session = sessions.get(decodeURIComponent(m[1]));
      return session ? send(res, 200, finishSession(session)) : missing(res, 'checkout.session', m[1]);
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!customers.has(body.customer as string)) return missing(res, 'customer', String(body.customer));
      const portal = {
        id: newId('bps'),
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url,
        url: `${base}/portal/${body.customer as string}`,
        livemode: false,
      };
      portalSessions.push(portal);
      return send(res, 200, portal);
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const limit = Math.min(100, Math.max(1, Number(body.limit ?? 10) || 10));
      const all = [...invoices.values()]
        .filter((i) => !body.customer || i.customer === body.customer)
        .sort((a, b) => (b.created as number) - (a.created as number));
      return send(res, 200, { object: 'list', url: '/v1/invoices', has_more: all.length > limit, data: all.slice(0, limit) });
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = subscriptions.get(decodeURIComponent(m[1]));
      if (!sub) return missing(res, 'subscription', m[1]);
      if (method === 'POST') {
        if (body.cancel_at_period_end !== undefined) {
          sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
          sub.cancel_at = sub.cancel_at_period_end ? (sub.items as { data: Obj[] }).data[0].current_period_end : null;
        }
        const items = body.items as { id?: string; price?: string }[] | undefined;
        if (items?.[0]?.price) {
          const price = prices.get(items[0].price);
          if (!price) return missing(res, 'price', items[0].price);
          (sub.items as { data: Obj[] }).data[0].price = price;
        }
        if (body.metadata) sub.metadata = { ...(sub.metadata as Obj), ...(body.metadata as Obj) };
      }
      if (method === 'DELETE') {
        sub.status = 'canceled';
        sub.canceled_at = now();
        sub.ended_at = now();
      }
      return send(res, 200, sub);
    }
    send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } });
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base);
      const raw = await readBody(req);
      const body = parseStripeForm(req.method === 'GET' || req.method === 'DELETE' ? url.search.slice(1) || raw : raw);
      let m: RegExpMatchArray | null;
      if (url.pathname.startsWith('/v1/')) {
        requests.push({ method: req.method ?? 'GET', path: url.pathname, body, authorization: req.headers.authorization });
        if (!req.headers.authorization?.startsWith('Bearer sk_'))
          return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        // Stripe answers a repeated Idempotency-Key with the first answer, creating nothing more.
        const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
        const replay = typeof key === 'string' ? idempotent.get(key) : undefined;
        if (replay) return send(res, replay.status, replay.body);
        if (typeof key === 'string') {
          const original = res.end.bind(res);
          res.end = ((chunk?: unknown) => {
            if (typeof chunk === 'string') idempotent.set(key, { status: res.statusCode, body: chunk });
            return original(chunk as string);
          }) as typeof res.end;
        }
        return api(req.method ?? 'GET', url.pathname, body, res);
      }
      if ((m = url.pathname.match(/^\/checkout\/([^/]+)(?:\/(pay|pix))?$/))) {
        const session = sessions.get(decodeURIComponent(m[1]));
        if (!session) return send(res, 404, 'No such checkout session', 'text/plain');
        if (req.method === 'POST' && m[2] === 'pay')
          await completeSession(session.id as string, { method: body.method === 'pix' ? 'pix' : 'card' });
        else if (req.method === 'POST' && m[2] === 'pix') await payPix(session.id as string);
        if (req.method === 'POST') {
          // Paid, or a Pix awaiting payment: back to the app, as Stripe does.
          res.writeHead(303, { location: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id as string) });
          return res.end();
        }
        return send(res, 200, checkoutPage(session), 'text/html; charset=utf-8');
      }
      if (/^\/invoice\/[^/]+$/.test(url.pathname))
        return send(res, 200, '<!doctype html><title>Invoice (stand-in)</title><h1>Invoice</h1>', 'text/html; charset=utf-8');
      if (/^\/invoice\/[^/]+$/.test(url.pathname))
        return send(res, 200, '<!doctype html><title>Invoice (stand-in)</title><h1>Invoice</h1>', 'text/html; charset=utf-8');
      if (/^\/portal\/[^/]+$/.test(url.pathname))
        return send(res, 200, '<!doctype html><title>Portal (stand-in)</title><h1>Portal</h1>', 'text/html; charset=utf-8');
      send(res, 404, 'Not found', 'text/plain');
    })().catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** STRIPE_API_BASE for the app. */
    get url() {
      return base;
    },
    prices,
    customers,
    sessions,
    subscriptions,
    invoices,
    portalSessions,
    requests,
    deliveries,
    addPrice,
    event,
    signedDelivery,
    deliver,
    completeSession,
    payPix,
    invoiceFor,
    setWebhookUrl(url: string) {
      options.webhookUrl = url;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Prices for every offer (the catalogue's amounts, BRL, monthly for subscriptions), as the
 * STRIPE_PRICE_* variables of the app: what an operator creates in the dashboard.
 */
export function seedOfferPrices(
  standIn: StripeStandIn,
  offers: readonly { envKey: string; amountCents: number; recurring: boolean }[],
): Record<string, string> {
  return Object.fromEntries(
    offers.map((o) => [
      o.envKey,
      standIn.addPrice({
        unit_amount: o.amountCents,
        type: o.recurring ? 'recurring' : 'one_time',
        recurring: o.recurring ? { interval: 'month', interval_count: 1 } : null,
      }).id,
    ]),
  );
}
