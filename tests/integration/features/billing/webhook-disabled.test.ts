import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db';
import { billingEvents, pendingPurchases } from '@/db/schema';
import { billingEvent, deliver } from '../../support/billing-webhook';

// No secret configured (whatever the shell running the tests has set).
vi.hoisted(() => {
  process.env.BILLING_WEBHOOK_SECRET = '';
});

describe('billing webhook without BILLING_WEBHOOK_SECRET', () => {
  it('answers 503 to every event, signed or not, and writes nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const event = billingEvent('purchase.approved', 'sem-segredo@exemplo.com', 'pleno');
    for (const options of [{}, { signature: null }, { secret: '' }]) {
      const res = await deliver(event, options);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: 'WEBHOOK_DISABLED' });
    }
    expect(await getDb().select().from(billingEvents)).toEqual([]);
    expect(await getDb().select().from(pendingPurchases)).toEqual([]);
  });
});
