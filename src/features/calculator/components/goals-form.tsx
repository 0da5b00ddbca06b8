'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { fieldAria, FormField } from '@/components/form-field';
import { NumberInput } from '@/components/number-input';
import { useActionForm } from '@/components/use-action-form';
import { Button } from '@/components/ui/button';
import type { MessageKey } from '@/i18n/message-key';
import { formatBRL } from '@/lib/money';
import { centsToInput, hoursToInput } from '@/lib/money-input';
import { hourlyRateCents, monthlyHours } from '@/lib/pricing';
import { saveGoalsAction } from '../actions';
import type { CalculationSettings } from '../queries';
import { goalsFieldErrors, goalsSchemaFor } from '../schemas';

type Fields = { monthlyGoal: string; fixedCosts: string; weeklyHours: string };

const FIELDS = [
  { name: 'monthlyGoal', maxLength: 20 },
  { name: 'fixedCosts', maxLength: 20 },
  { name: 'weeklyHours', maxLength: 6 },
] as const;

/**
 * The goals form: the hourly rate follows what is typed, read by the server's own schema in the
 * page's language, so the preview is exactly what "Salvar" stores (and there is none for a value
 * the server would refuse). A field's error shows once it was left or the form was submitted.
 */
/** How long after the last keystroke a field's error appears. */
const ERROR_DELAY_MS = 700;

export function GoalsForm({ initial }: { initial: CalculationSettings }) {
  const t = useTranslations('calculator');
  const translate = useTranslations();
  const format = useFormatter();
  const locale = useLocale();
  const [fields, setFields] = useState<Fields>({
    monthlyGoal: centsToInput(initial.monthlyGoalCents, locale),
    fixedCosts: centsToInput(initial.fixedCostsCents, locale),
    weeklyHours: hoursToInput(initial.weeklyHours, locale),
  });
  const [touched, setTouched] = useState<Partial<Record<keyof Fields, boolean>>>({});
  const form = useActionForm({
    action: saveGoalsAction,
    fields: FIELDS.map((f) => f.name),
    onSuccess: () => toast.success(t('savedTitle'), { description: t('savedBody') }),
    onRefused: (refusal) =>
      toast.error(refusal.fieldErrors ? t('validationTitle') : t('saveErrorTitle'), { description: translate(refusal.message) }),
    onError: () => toast.error(t('saveErrorTitle'), { description: t('saveErrorBody') }),
  });
  const serverErrors = form.errors;

  const parsed = goalsSchemaFor(locale).safeParse(fields);
  const errors: Partial<Record<string, MessageKey>> = parsed.success ? serverErrors : goalsFieldErrors(parsed.error);
  const liveRate = parsed.success ? hourlyRateCents(parsed.data) : null;

  // A field's error shows a moment after the typing stops, not when the field loses focus: an error
  // appearing on blur moved the Salvar button down between the press and the release of a click,
  // and the click was lost. (Submitting shows every error at once.)
  const showErrorTimers = useRef<Partial<Record<keyof Fields, ReturnType<typeof setTimeout>>>>({});
  useEffect(() => {
    const timers = showErrorTimers.current;
    return () => Object.values(timers).forEach((timer) => clearTimeout(timer));
  }, []);

  const set = (name: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setFields((f) => ({ ...f, [name]: e.target.value }));
    form.clearError(name);
    clearTimeout(showErrorTimers.current[name]);
    showErrorTimers.current[name] = setTimeout(() => setTouched((v) => ({ ...v, [name]: true })), ERROR_DELAY_MS);
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success) {
      setTouched({ monthlyGoal: true, fixedCosts: true, weeklyHours: true });
      const first = Object.values(errors).at(0);
      toast.error(t('validationTitle'), { description: translate(first ?? 'calculator.invalidAmount') });
      return;
    }
    form.submit({ ...fields, locale });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-3">
        {FIELDS.map(({ name, maxLength }) => {
          const error = touched[name] || serverErrors[name] ? errors[name] : undefined;
          return (
            <FormField key={name} id={name} label={t(name)} error={error ? translate(error) : undefined}>
              <NumberInput
                id={name}
                name={name}
                maxLength={maxLength}
                value={fields[name]}
                onChange={set(name)}
                {...fieldAria(name, { error })}
              />
            </FormField>
          );
        })}
      </div>
      <div className="flex flex-col gap-4 rounded-lg bg-primary/10 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-0.5">
          <span className="text-sm font-medium">{t('hourlyRate')}</span>
          <span className="text-xs text-muted-foreground">
            {t('formula')}
            {parsed.success && <> · {t('monthlyHours', { hours: format.number(monthlyHours(parsed.data.weeklyHours)) })}</>}
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
        <Button type="submit" disabled={form.pending}>
          {form.pending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
