'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatBRL } from '@/lib/money';
import { centsToInput, parseDecimalInput, parseMoneyInput } from '@/lib/money-input';
import { hourlyRateCents, monthlyHours } from '@/lib/pricing';
import { saveGoalsAction } from '../actions';
import type { CalculationSettings } from '../queries';

type Fields = { monthlyGoal: string; fixedCosts: string; weeklyHours: string };

const FIELDS = [
  { name: 'monthlyGoal', maxLength: 20 },
  { name: 'fixedCosts', maxLength: 20 },
  { name: 'weeklyHours', maxLength: 6 },
] as const;

/** The goals form: the hourly rate follows what is typed; "Salvar" stores the three inputs. */
export function GoalsForm({ initial }: { initial: CalculationSettings }) {
  const t = useTranslations('calculator');
  const locale = useLocale();
  const [fields, setFields] = useState<Fields>({
    monthlyGoal: centsToInput(initial.monthlyGoalCents, locale),
    fixedCosts: centsToInput(initial.fixedCostsCents, locale),
    weeklyHours: String(initial.weeklyHours).replace('.', locale === 'en' ? '.' : ','),
  });
  const [saving, setSaving] = useState(false);

  const goal = parseMoneyInput(fields.monthlyGoal);
  const costs = parseMoneyInput(fields.fixedCosts);
  const hours = parseDecimalInput(fields.weeklyHours);
  const liveRate =
    goal !== null && costs !== null && hours !== null
      ? hourlyRateCents({ monthlyGoalCents: goal, fixedCostsCents: costs, weeklyHours: hours })
      : null;

  const set = (name: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (hours !== null && !(hours > 0)) {
      toast.error(t('validationTitle'), { description: t('weeklyHoursPositive') });
      return;
    }
    setSaving(true);
    try {
      const result = await saveGoalsAction(fields);
      if (result.ok) toast.success(t('savedTitle'), { description: t('savedBody') });
      else
        toast.error(result.fieldErrors ? t('validationTitle') : t('saveErrorTitle'), {
          description: t(result.message as 'saveErrorBody'),
        });
    } catch {
      toast.error(t('saveErrorTitle'), { description: t('saveErrorBody') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-3">
        {FIELDS.map(({ name, maxLength }) => (
          <div key={name} className="grid gap-2">
            <Label htmlFor={name}>{t(name)}</Label>
            <Input id={name} name={name} inputMode="decimal" maxLength={maxLength} value={fields[name]} onChange={set(name)} />
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-4 rounded-lg bg-primary/10 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-0.5">
          <span className="text-sm font-medium">{t('hourlyRate')}</span>
          <span className="text-xs text-muted-foreground">
            {t('formula')}
            {hours !== null && hours > 0 && <> · {t('monthlyHours', { hours: monthlyHours(hours) })}</>}
          </span>
        </div>
        <output
          htmlFor="monthlyGoal fixedCosts weeklyHours"
          aria-live="polite"
          className="text-3xl font-bold text-primary tabular-nums"
          data-testid="live-rate"
        >
          {liveRate === null ? '—' : formatBRL(liveRate, locale)}
        </output>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={saving}>
          {saving ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
