'use client';

import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { ProposalPackage } from '@/lib/proposal-pricing';
import { MAX_PROPOSAL_PACKAGES } from '../schemas';

/** The packages the client picks one of (Básico / Padrão / Premium): names, added and removed. */
export function ProposalPackages({
  packages,
  onChange,
}: {
  packages: ProposalPackage[];
  onChange: (packages: ProposalPackage[]) => void;
}) {
  const t = useTranslations('proposals');
  function add() {
    const used = new Set(packages.map((p) => p.id));
    let n = packages.length + 1;
    while (used.has(`pkg-${n}`)) n++;
    // Two at once when there are none: a single package is no choice.
    const next = [...packages, { id: `pkg-${n}`, name: t('newPackageName', { number: packages.length + 1 }) }];
    if (next.length === 1) next.push({ id: `pkg-${n + 1}`, name: t('newPackageName', { number: 2 }) });
    onChange(next);
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t('packagesHint')}</p>
      {packages.length > 0 && (
        <ol className="grid gap-2">
          {packages.map((p, i) => (
            <li key={p.id} className="flex items-center gap-2" data-testid="proposal-package">
              <Input
                aria-label={t('packageName', { number: i + 1 })}
                value={p.name}
                maxLength={60}
                onChange={(e) => onChange(packages.map((x) => (x.id === p.id ? { ...x, name: e.target.value } : x)))}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="hover:text-destructive"
                aria-label={t('removePackage', { name: p.name || String(i + 1) })}
                // Removing the second-last leaves no choice: both go.
                onClick={() => onChange(packages.length <= 2 ? [] : packages.filter((x) => x.id !== p.id))}
              >
                <Trash2Icon />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={packages.length >= MAX_PROPOSAL_PACKAGES}
        onClick={add}
      >
        <PlusIcon aria-hidden="true" />
        {t('addPackage')}
      </Button>
    </div>
  );
}
