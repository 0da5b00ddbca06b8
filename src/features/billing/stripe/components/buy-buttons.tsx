'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import type { PlanId } from '@/lib/plans';
import type { OfferKind } from '../offers';

/**
 * The ways to pay for a plan through Stripe, each a form posted to /api/billing/stripe/checkout.
 * Back from sign-in with ?buy=<kind> in the address, that form is sent at once: the visitor who
 * chose a plan goes straight to the checkout after signing in.
 */
export type BuyLabels = { buy: Record<OfferKind, string>; redirecting: string; pixNote: string; signInNote: string };

/**
 * Labels and the language come from the server page (the checkout namespace is not sent to the
 * browser, and the public pages have no NextIntlClientProvider: issue 17).
 */
export function StripeBuyButtons({
  plan,
  kinds,
  labels,
  locale,
}: {
  plan: PlanId;
  kinds: readonly OfferKind[];
  labels: BuyLabels;
  locale: Locale;
}) {
  const forms = useRef(new Map<OfferKind, HTMLFormElement>());
  const [busy, setBusy] = useState<OfferKind | null>(null);

  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('buy');
    const form = kinds.find((k) => k === wanted) ? forms.current.get(wanted as OfferKind) : undefined;
    form?.requestSubmit();
  }, [kinds]);

  return (
    <div className="grid gap-3" data-testid="stripe-buy">
      {kinds.map((kind, i) => (
        <form
          key={kind}
          method="post"
          action="/api/billing/stripe/checkout"
          ref={(el) => {
            if (el) forms.current.set(kind, el);
          }}
          onSubmit={() => setBusy(kind)}
        >
          <input type="hidden" name="plan" value={plan} />
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="locale" value={locale} />
          <Button type="submit" size="lg" variant={i === 0 ? 'default' : 'outline'} className="w-full" disabled={busy !== null}>
            {busy === kind ? labels.redirecting : labels.buy[kind]}
          </Button>
        </form>
      ))}
      {kinds.some((k) => k.startsWith('pix_')) && <p className="text-sm text-muted-foreground">{labels.pixNote}</p>}
      <p className="text-sm text-muted-foreground">{labels.signInNote}</p>
    </div>
  );
}
