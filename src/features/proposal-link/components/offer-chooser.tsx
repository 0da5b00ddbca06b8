'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/checkbox';
import { formatBRL } from '@/lib/money';
import { isChosen, proposalTotals, type Discount, type PricedLine, type ProposalPackage } from '@/lib/proposal-pricing';
import { cn } from '@/lib/cn';
import { useProposalChoice } from './choice-context';

export type OfferLine = PricedLine & { name: string; section: string; detail: string; priceCents: number };
export type Offer = { lines: OfferLine[]; packages: ProposalPackage[]; discount: Discount | null };

/**
 * The lines of an open proposal with something to choose: the client picks a package and ticks
 * options; the total follows at once (the server computes the same figures on acceptance).
 */
export function OfferChooser({ offer }: { offer: Offer }) {
  const t = useTranslations('publicProposal');
  const locale = useLocale();
  const state = useProposalChoice();
  if (!state) return null;
  const { choice, setChoice } = state;
  const totals = proposalTotals(offer.lines, offer.discount, choice);
  const money = (cents: number) => formatBRL(cents, locale);
  const toggle = (id: string, on: boolean) =>
    setChoice({
      ...choice,
      optionalLineIds: on ? [...choice.optionalLineIds, id] : choice.optionalLineIds.filter((x) => x !== id),
    });
  const pick = (packageId: string) =>
    setChoice({
      packageId,
      // Options of the package left behind are no longer ticked.
      optionalLineIds: choice.optionalLineIds.filter((id) => {
        const line = offer.lines.find((l) => l.id === id);
        return line?.packageId === null || line?.packageId === packageId;
      }),
    });
  const visible = offer.lines.filter((l) => l.packageId === null || l.packageId === choice.packageId);

  return (
    <div className="grid gap-4">
      {offer.packages.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-semibold">{t('choosePackage')}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {offer.packages.map((p) => {
              const packageTotal = proposalTotals(offer.lines, offer.discount, { packageId: p.id, optionalLineIds: [] });
              const checked = choice.packageId === p.id;
              return (
                <div
                  key={p.id}
                  className={cn(
                    'relative flex items-start gap-2 rounded-lg border p-3 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                    checked && 'border-primary bg-primary/5',
                  )}
                >
                  <input
                    type="radio"
                    id={`package-${p.id}`}
                    name="proposal-package"
                    value={p.id}
                    checked={checked}
                    onChange={() => pick(p.id)}
                    className="relative z-10 mt-1 accent-primary"
                  />
                  {/* The label covers the whole card (after::inset-0), so a tap anywhere on it picks the package. */}
                  <label htmlFor={`package-${p.id}`} className="grid cursor-pointer after:absolute after:inset-0">
                    <span className="font-semibold">{p.name}</span>
                    <span className="text-sm text-muted-foreground tabular-nums">{money(packageTotal.oneOffCents)}</span>
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      )}
      <ul className="grid text-sm">
        {visible.map((line, i) => {
          const chosen = isChosen(line, choice);
          const newSection = line.section && line.section !== (visible[i - 1]?.section ?? '');
          const price = line.recurring ? t('perMonth', { amount: money(line.priceCents) }) : money(line.priceCents);
          return (
            <li key={line.id} className="grid border-b" data-testid="public-line">
              {newSection && <p className="pt-4 pb-1 font-semibold">{line.section}</p>}
              <div className={cn('flex items-start gap-3 py-2.5', !chosen && 'text-muted-foreground')}>
                {line.optional && (
                  <Checkbox
                    id={`option-${line.id}`}
                    checked={chosen}
                    onCheckedChange={(v) => toggle(line.id, v === true)}
                    aria-label={line.name}
                    className="mt-0.5"
                  />
                )}
                <label
                  htmlFor={line.optional ? `option-${line.id}` : undefined}
                  className="grid min-w-0 flex-1 gap-0.5 break-words"
                >
                  <span>{line.name}</span>
                  {line.detail && <span className="text-xs text-muted-foreground">{line.detail}</span>}
                </label>
                <span className="text-right whitespace-nowrap tabular-nums">{price}</span>
              </div>
            </li>
          );
        })}
      </ul>
      <dl className="grid gap-1 text-sm tabular-nums">
        {totals.totalDiscountCents > 0 && (
          <>
            <div className="flex justify-between gap-2">
              <dt>{t('subtotal')}</dt>
              <dd>{money(totals.oneOffSubtotalCents)}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt>{t('totalDiscount')}</dt>
              <dd>−{money(totals.totalDiscountCents)}</dd>
            </div>
          </>
        )}
        <div className="flex items-baseline justify-between gap-2 pt-2">
          <dt className="text-base font-semibold">{t('yourTotal')}</dt>
          <dd className="text-right text-xl font-bold" data-testid="public-total" aria-live="polite">
            {money(totals.oneOffCents)}
            {totals.recurringCents > 0 && (
              <span className="block text-sm font-medium text-muted-foreground">
                + {t('perMonth', { amount: money(totals.recurringCents) })}
              </span>
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}
