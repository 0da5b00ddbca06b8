import { getTranslations } from 'next-intl/server';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import { PERIOD_KEYS, periodQuery, type Period } from '@/lib/reports/periods';

/** The period, in the address: a link per preset, and a plain GET form for custom dates (works without JavaScript). */
export async function PeriodPicker({ period }: { period: Period }) {
  const t = await getTranslations('reports.period');
  const presets = PERIOD_KEYS.filter((k) => k !== 'custom');
  return (
    <section aria-label={t('label')} className="grid gap-3 rounded-xl border bg-card p-4">
      <nav aria-label={t('presets')} className="flex flex-wrap gap-2">
        {presets.map((key) => (
          <Link
            key={key}
            href={{ pathname: '/app/reports', query: periodQuery({ key, from: '', to: '' }) }}
            aria-current={period.key === key ? 'page' : undefined}
            className={cn(buttonVariants({ variant: period.key === key ? 'default' : 'outline', size: 'sm' }))}
            data-testid={`period-${key}`}
          >
            {t(key)}
          </Link>
        ))}
      </nav>
      <form method="get" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="period" value="custom" />
        <div className="grid gap-1">
          <Label htmlFor="report-from">{t('from')}</Label>
          <Input id="report-from" name="from" type="date" required defaultValue={period.from} className="w-40" />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="report-to">{t('to')}</Label>
          <Input id="report-to" name="to" type="date" required defaultValue={period.to} className="w-40" />
        </div>
        <Button type="submit" variant={period.key === 'custom' ? 'default' : 'outline'} size="sm">
          {t('apply')}
        </Button>
      </form>
      <p className="text-sm text-muted-foreground" data-testid="period-summary">
        {t('summary', {
          from: new Date(`${period.from}T12:00:00Z`),
          to: new Date(`${period.to}T12:00:00Z`),
          previousFrom: new Date(`${period.previous.from}T12:00:00Z`),
          previousTo: new Date(`${period.previous.to}T12:00:00Z`),
        })}
      </p>
    </section>
  );
}
