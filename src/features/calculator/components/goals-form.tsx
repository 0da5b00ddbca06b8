'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { fieldAria, FormField } from '@/components/form-field';
import { NumberInput } from '@/components/number-input';
import { useActionForm } from '@/components/use-action-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import type { MessageKey } from '@/i18n/message-key';
import { formatBRL } from '@/lib/money';
import { centsToInput, hoursToInput } from '@/lib/money-input';
import { hourlyRateCents, monthlyHours } from '@/lib/pricing';
import { taxTableFor } from '@/lib/tax';
import { advancedRate, compareRegimes, INSS_PLANS, MEI_ACTIVITIES, REGIMES, type AdvancedResult } from '@/lib/tax/rate';
import { saveGoalsAction } from '../actions';
import { goalsFieldErrors, goalsSchemaFor } from '../schemas';
import { advancedInputs, advancedSettingsFrom, type AdvancedSettings, type CalculationSettings } from '../settings';

const SIMPLE_FIELDS = [
  { name: 'monthlyGoal', maxLength: 20 },
  { name: 'fixedCosts', maxLength: 20 },
  { name: 'weeklyHours', maxLength: 6 },
] as const;

const ADVANCED_FIELDS = [
  { name: 'equipment', maxLength: 20 },
  { name: 'equipmentYears', maxLength: 3 },
  { name: 'weeksOff', maxLength: 3 },
  { name: 'unbillable', maxLength: 6 },
  { name: 'margin', maxLength: 6 },
  { name: 'risk', maxLength: 6 },
] as const;

type FieldName = (typeof SIMPLE_FIELDS)[number]['name'] | (typeof ADVANCED_FIELDS)[number]['name'] | 'otherRate';
type Fields = Record<FieldName, string>;
type Choices = Pick<AdvancedSettings, 'thirteenth' | 'vacationBonus' | 'regime' | 'meiActivity' | 'simplesFatorR' | 'inssPlan'>;

const ALL_FIELDS: FieldName[] = [...SIMPLE_FIELDS.map((f) => f.name), ...ADVANCED_FIELDS.map((f) => f.name), 'otherRate'];

/** How long after the last keystroke a field's error appears. */
const ERROR_DELAY_MS = 700;

const percentText = (bp: number, locale: string) => hoursToInput(bp / 100, locale);

/**
 * The goals form: the hourly rate follows what is typed, read by the server's own schema in the
 * page's language, so the preview is exactly what "Salvar" stores (and there is none for a value
 * the server would refuse). In the advanced mode the same pure functions as the server's
 * (src/lib/tax/rate.ts) give the rate, its breakdown and the regime comparison as one types.
 */
export function GoalsForm({ initial }: { initial: CalculationSettings }) {
  const t = useTranslations('calculator');
  const translate = useTranslations();
  const format = useFormatter();
  const locale = useLocale();
  const a = initial.advanced;
  const [fields, setFields] = useState<Fields>({
    monthlyGoal: centsToInput(initial.monthlyGoalCents, locale),
    fixedCosts: centsToInput(initial.fixedCostsCents, locale),
    weeklyHours: hoursToInput(initial.weeklyHours, locale),
    equipment: centsToInput(a.equipmentCents, locale),
    equipmentYears: String(a.equipmentYears),
    weeksOff: String(a.weeksOff),
    unbillable: percentText(a.unbillableBp, locale),
    margin: percentText(a.marginBp, locale),
    risk: percentText(a.riskBp, locale),
    otherRate: percentText(a.otherRateBp, locale),
  });
  const [advanced, setAdvanced] = useState(a.advancedMode);
  const [choices, setChoices] = useState<Choices>({
    thirteenth: a.thirteenth,
    vacationBonus: a.vacationBonus,
    regime: a.regime,
    meiActivity: a.meiActivity,
    simplesFatorR: a.simplesFatorR,
    inssPlan: a.inssPlan,
  });
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const form = useActionForm({
    action: saveGoalsAction,
    fields: ALL_FIELDS,
    onSuccess: () => toast.success(t('savedTitle'), { description: t('savedBody') }),
    onRefused: (refusal) =>
      toast.error(refusal.fieldErrors ? t('validationTitle') : t('saveErrorTitle'), { description: translate(refusal.message) }),
    onError: () => toast.error(t('saveErrorTitle'), { description: t('saveErrorBody') }),
  });
  const serverErrors = form.errors;

  // Simple mode sends the simple fields only: the saved advanced inputs stay as they were.
  const payload = advanced
    ? { ...fields, ...choices, advanced: true }
    : { monthlyGoal: fields.monthlyGoal, fixedCosts: fields.fixedCosts, weeklyHours: fields.weeklyHours, advanced: false };
  const parsed = goalsSchemaFor(locale).safeParse(payload);
  const errors: Partial<Record<string, MessageKey>> = parsed.success ? serverErrors : goalsFieldErrors(parsed.error);
  const table = taxTableFor(initial.taxYear);
  let result: AdvancedResult | null = null;
  let comparison: ReturnType<typeof compareRegimes> | null = null;
  if (parsed.success && advanced) {
    const inputs = advancedInputs(parsed.data, advancedSettingsFrom(parsed.data));
    result = advancedRate(table, inputs);
    comparison = compareRegimes(table, inputs);
  }
  const liveRate = !parsed.success ? null : result ? result.rateCents : hourlyRateCents(parsed.data);

  // A field's error shows a moment after the typing stops, not when the field loses focus: an error
  // appearing on blur moved the Salvar button down between the press and the release of a click,
  // and the click was lost. (Submitting shows every error at once.)
  const showErrorTimers = useRef<Partial<Record<FieldName, ReturnType<typeof setTimeout>>>>({});
  useEffect(() => {
    const timers = showErrorTimers.current;
    return () => Object.values(timers).forEach((timer) => clearTimeout(timer));
  }, []);

  const set = (name: FieldName) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setFields((f) => ({ ...f, [name]: e.target.value }));
    form.clearError(name);
    clearTimeout(showErrorTimers.current[name]);
    showErrorTimers.current[name] = setTimeout(() => setTouched((v) => ({ ...v, [name]: true })), ERROR_DELAY_MS);
  };
  const choose = <K extends keyof Choices>(name: K, value: Choices[K]) => setChoices((c) => ({ ...c, [name]: value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success) {
      setTouched(Object.fromEntries(ALL_FIELDS.map((name) => [name, true])));
      const first = Object.values(errors).at(0);
      toast.error(t('validationTitle'), { description: translate(first ?? 'calculator.invalidAmount') });
      return;
    }
    form.submit({ ...payload, locale });
  }

  const numberField = (name: FieldName, maxLength: number, hint?: string) => {
    const error = touched[name] || serverErrors[name] ? errors[name] : undefined;
    return (
      <FormField key={name} id={name} label={t(name)} hint={hint} error={error ? translate(error) : undefined}>
        <NumberInput
          id={name}
          name={name}
          maxLength={maxLength}
          value={fields[name]}
          onChange={set(name)}
          {...fieldAria(name, { error, hint })}
        />
      </FormField>
    );
  };
  const money = (cents: number) => formatBRL(cents, locale);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-3">
        {SIMPLE_FIELDS.map(({ name, maxLength }) => numberField(name, maxLength))}
      </div>
      <div className="grid gap-1">
        <div className="flex items-center gap-3">
          <Switch id="advanced" checked={advanced} onCheckedChange={setAdvanced} data-testid="advanced-toggle" />
          <Label htmlFor="advanced">{t('advancedMode')}</Label>
        </div>
        <p className="text-xs text-muted-foreground">{advanced ? t('netGoalHint') : t('advancedHint')}</p>
      </div>
      {advanced && (
        <fieldset className="grid gap-4 rounded-lg border p-4" data-testid="advanced-inputs">
          <legend className="sr-only">{t('advancedMode')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {ADVANCED_FIELDS.map(({ name, maxLength }) =>
              numberField(name, maxLength, name === 'unbillable' ? t('unbillableHint') : undefined),
            )}
          </div>
          <div className="flex flex-wrap gap-x-6 gap-y-3">
            {(['thirteenth', 'vacationBonus'] as const).map((name) => (
              <div key={name} className="flex items-center gap-2">
                <Checkbox id={name} checked={choices[name]} onCheckedChange={(v) => choose(name, v === true)} />
                <Label htmlFor={name}>{t(name)}</Label>
              </div>
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="regime" label={t('regime')}>
              <NativeSelect
                id="regime"
                value={choices.regime}
                onChange={(e) => choose('regime', e.target.value as Choices['regime'])}
              >
                {REGIMES.map((r) => (
                  <option key={r} value={r}>
                    {t(`regimes.${r}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {choices.regime === 'mei' && (
              <FormField id="meiActivity" label={t('meiActivity')}>
                <NativeSelect
                  id="meiActivity"
                  value={choices.meiActivity}
                  onChange={(e) => choose('meiActivity', e.target.value as Choices['meiActivity'])}
                >
                  {MEI_ACTIVITIES.map((m) => (
                    <option key={m} value={m}>
                      {t(`meiActivities.${m}`)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
            {choices.regime === 'simples' && (
              <div className="grid content-start gap-1 sm:pt-7">
                <div className="flex items-center gap-2">
                  <Checkbox
                    id="simplesFatorR"
                    checked={choices.simplesFatorR}
                    onCheckedChange={(v) => choose('simplesFatorR', v === true)}
                    aria-describedby="simplesFatorR-hint"
                  />
                  <Label htmlFor="simplesFatorR">{t('simplesFatorR')}</Label>
                </div>
                <p id="simplesFatorR-hint" className="text-xs text-muted-foreground">
                  {t('simplesFatorRHint')}
                </p>
              </div>
            )}
            {choices.regime === 'autonomo' && (
              <FormField id="inssPlan" label={t('inssPlan')}>
                <NativeSelect
                  id="inssPlan"
                  value={choices.inssPlan}
                  onChange={(e) => choose('inssPlan', e.target.value as Choices['inssPlan'])}
                >
                  {INSS_PLANS.map((p) => (
                    <option key={p} value={p}>
                      {t(`inssPlans.${p}`)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
            {choices.regime === 'outro' && numberField('otherRate', 6)}
          </div>
        </fieldset>
      )}
      <div className="flex flex-col gap-4 rounded-lg bg-primary/10 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-0.5">
          <span className="text-sm font-medium">{t('hourlyRate')}</span>
          <span className="text-xs text-muted-foreground">
            {result ? t('advancedFormula') : t('formula')}
            {parsed.success && !result && <> · {t('monthlyHours', { hours: format.number(monthlyHours(parsed.data.weeklyHours)) })}</>}
            {result && <> · {table.uncertain.length ? t('taxYearUncertain', { year: table.year }) : t('taxYear', { year: table.year })}</>}
          </span>
        </div>
        <output
          htmlFor={ALL_FIELDS.join(' ')}
          aria-live="polite"
          className="text-3xl font-bold text-primary tabular-nums"
          data-testid="live-rate"
        >
          {liveRate === null ? '—' : formatBRL(liveRate, locale)}
        </output>
      </div>
      {result && comparison && (
        <div className="grid gap-3">
          {choices.regime === 'mei' && result.exceedsMeiCeiling && (
            <p role="alert" className="rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm" data-testid="mei-ceiling-warning">
              {t('meiCeilingWarning', { annual: money(result.annualRevenueCents), ceiling: money(result.meiCeilingCents) })}
            </p>
          )}
          <p className="text-sm font-medium" data-testid="regime-comparison">
            {t('comparison', {
              mei: comparison.mei === null ? '—' : money(comparison.mei),
              simples: comparison.simples === null ? '—' : money(comparison.simples),
              autonomo: comparison.autonomo === null ? '—' : money(comparison.autonomo),
            })}
          </p>
          <Breakdown result={result} money={money} hours={(h) => format.number(h)} />
        </div>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={form.pending}>
          {form.pending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}

/** The table anyone can check by hand: what the net must cover, the taxes, and the revenue it takes. */
function Breakdown({ result, money, hours }: { result: AdvancedResult; money: (c: number) => string; hours: (h: number) => string }) {
  const t = useTranslations('calculator');
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: t('breakdown.billableHours'), value: t('breakdown.hours', { hours: hours(result.billableHoursPerMonth) }) },
    { label: t('breakdown.netGoal'), value: money(result.netGoalCents) },
  ];
  if (result.provisions.thirteenthCents) rows.push({ label: t('breakdown.thirteenth'), value: money(result.provisions.thirteenthCents) });
  if (result.provisions.vacationBonusCents)
    rows.push({ label: t('breakdown.vacationBonus'), value: money(result.provisions.vacationBonusCents) });
  if (result.marginCents) rows.push({ label: t('breakdown.margin'), value: money(result.marginCents) });
  rows.push({ label: t('breakdown.fixedCosts'), value: money(result.costs.fixedCents) });
  if (result.costs.equipmentCents) rows.push({ label: t('breakdown.equipment'), value: money(result.costs.equipmentCents) });
  for (const item of result.taxes.items) rows.push({ label: t(`taxes.${item.kind}`), value: money(item.cents) });
  rows.push({ label: t('breakdown.gross'), value: money(result.grossNeededCents), strong: true });
  if (result.riskCents) rows.push({ label: t('breakdown.risk'), value: money(result.riskCents) });
  rows.push({ label: t('breakdown.billed'), value: money(result.billedCents), strong: true });
  return (
    <table className="w-full text-sm" data-testid="breakdown">
      <caption className="pb-2 text-left font-medium">{t('breakdownTitle')}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b last:border-0">
            <th scope="row" className={row.strong ? 'py-1.5 text-left font-semibold' : 'py-1.5 text-left font-normal text-muted-foreground'}>
              {row.label}
            </th>
            <td className={row.strong ? 'py-1.5 text-right font-semibold tabular-nums' : 'py-1.5 text-right tabular-nums'}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
