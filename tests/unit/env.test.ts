import { afterEach, describe, expect, it, vi } from 'vitest';

/** env.ts as freshly loaded with the given variables (it caches what it parsed). */
async function envWith(vars: Record<string, string>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(vars)) vi.stubEnv(k, v);
  return import('@/env');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('KNOWLEDGE_HUB_URL', () => {
  it('is optional: unset or blank means no hub origin', async () => {
    const env = await envWith({ KNOWLEDGE_HUB_URL: '  ' });
    expect(env.getEnv().KNOWLEDGE_HUB_URL).toBeUndefined();
    expect(env.knowledgeHubOrigin()).toBeUndefined();
  });

  it('gives its origin (the frame source), without path or query', async () => {
    const env = await envWith({ KNOWLEDGE_HUB_URL: 'https://valora.notion.site/Hub-abc123?pvs=4' });
    expect(env.getEnv().KNOWLEDGE_HUB_URL).toBe('https://valora.notion.site/Hub-abc123?pvs=4');
    expect(env.knowledgeHubOrigin()).toBe('https://valora.notion.site');
  });

  it.each(['http://valora.notion.site/hub', 'javascript:alert(1)', 'data:text/html,hi', 'notion.site/hub'])(
    'refuses %s (https only)',
    async (value) => {
      const env = await envWith({ KNOWLEDGE_HUB_URL: value });
      expect(() => env.getEnv()).toThrow(/KNOWLEDGE_HUB_URL/);
    },
  );
});

describe('TRUSTED_PROXY_HOPS and the per-IP auth limit', () => {
  it('default to a direct connection and a limit sized for shared carrier addresses', async () => {
    const env = await envWith({});
    expect(env.getEnv().TRUSTED_PROXY_HOPS).toBe(0);
    expect(env.getEnv().AUTH_IP_RATE_LIMIT_MAX).toBe(100);
  });

  it('take the operator’s values', async () => {
    const env = await envWith({ TRUSTED_PROXY_HOPS: '2', AUTH_IP_RATE_LIMIT_MAX: '300' });
    expect(env.getEnv().TRUSTED_PROXY_HOPS).toBe(2);
    expect(env.getEnv().AUTH_IP_RATE_LIMIT_MAX).toBe(300);
  });

  it.each(['-1', '1.5', 'um', '11'])('refuse TRUSTED_PROXY_HOPS=%s', async (value) => {
    const env = await envWith({ TRUSTED_PROXY_HOPS: value });
    expect(() => env.getEnv()).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});

describe('stripeFormOrigins (the CSP form-action while Stripe is on)', () => {
  it('none while Stripe is off; Stripe Checkout and the portal once it is on; the stand-in in tests', async () => {
    expect((await envWith({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' })).stripeFormOrigins()).toEqual([]);
    const on = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect((await envWith({ ...on, STRIPE_API_BASE: '' })).stripeFormOrigins()).toEqual([
      'https://checkout.stripe.com',
      'https://billing.stripe.com',
    ]);
    expect((await envWith({ ...on, STRIPE_API_BASE: 'http://127.0.0.1:12111' })).stripeFormOrigins()).toEqual([
      'http://127.0.0.1:12111',
    ]);
  });
});
