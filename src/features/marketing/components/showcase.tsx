import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { formatBRL } from '@/lib/money';
import {
  DEFAULT_FIXED_COSTS_CENTS,
  DEFAULT_MONTHLY_GOAL_CENTS,
  DEFAULT_WEEKLY_HOURS,
  hourlyRateCents,
  servicePriceCents,
} from '@/lib/pricing';
import { SectionHeading } from './section-heading';
import { ShowcaseCarousel, type ShowcaseSlide } from './showcase-carousel';

const card = 'rounded-xl border bg-background p-4 shadow-sm';

export async function Showcase() {
  const t = await getTranslations('landing.showcase');
  const m = await getTranslations('landing.showcase.mock');
  const locale = await getLocale();
  const format = await getFormatter();
  const brl = (cents: number) => formatBRL(cents, locale);
  const rate = hourlyRateCents({
    monthlyGoalCents: DEFAULT_MONTHLY_GOAL_CENTS,
    fixedCostsCents: DEFAULT_FIXED_COSTS_CENTS,
    weeklyHours: DEFAULT_WEEKLY_HOURS,
  });
  const services = [
    { name: m('service1'), hours: 8, complexity: 1, level: m('basic') },
    { name: m('service2'), hours: 20, complexity: 1.5, level: m('medium') },
    { name: m('service3'), hours: 35, complexity: 2, level: m('complex') },
  ];

  const calculator = (
    <div className={`${card} grid gap-3`}>
      {[
        [m('goal'), brl(DEFAULT_MONTHLY_GOAL_CENTS)],
        [m('costs'), brl(DEFAULT_FIXED_COSTS_CENTS)],
        [m('hours'), format.number(DEFAULT_WEEKLY_HOURS)],
      ].map(([label, value]) => (
        <div key={label} className="grid gap-1">
          <span className="text-xs text-muted-foreground">{label}</span>
          <span className="rounded-md border px-3 py-2 text-sm tabular-nums">{value}</span>
        </div>
      ))}
      <div className="flex items-center justify-between rounded-lg bg-primary/10 px-3 py-3">
        <span className="text-sm font-medium">{m('rate')}</span>
        <span className="text-xl font-bold text-primary tabular-nums">{brl(rate)}</span>
      </div>
      <span className="justify-self-end rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground">
        {m('save')}
      </span>
    </div>
  );

  const catalogue = (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
      {services.map((s) => (
        <li key={s.name} className={`${card} flex items-center justify-between gap-3`}>
          <div className="min-w-0">
            <p className="truncate font-medium">{s.name}</p>
            <p className="truncate text-xs text-muted-foreground">
              {m('hoursShort', { hours: format.number(s.hours) })} · {`${format.number(s.complexity)}x`} {s.level}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-3">
            <span className="font-semibold tabular-nums">{brl(servicePriceCents(rate, s.hours, s.complexity))}</span>
            <span className="flex h-5 w-9 items-center rounded-full bg-primary p-0.5">
              <span className="ml-auto size-4 rounded-full bg-primary-foreground" />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );

  const pipeline = (
    <div className="grid grid-cols-3 gap-2 text-xs sm:gap-3 sm:text-sm">
      {[
        [m('colNew'), [m('client3')]],
        [m('colProposal'), [m('client2')]],
        [m('colActive'), [m('client1')]],
      ].map(([col, names]) => (
        <div key={col as string} className="grid content-start gap-2 rounded-lg bg-muted/60 p-2">
          <p className="font-semibold">{col as string}</p>
          {(names as string[]).map((n) => (
            <p key={n} className="rounded-md border bg-background p-2 shadow-sm">
              {n}
            </p>
          ))}
        </div>
      ))}
    </div>
  );

  const lines = services.slice(0, 2);
  const total = lines.reduce((sum, s) => sum + servicePriceCents(rate, s.hours, s.complexity), 0);
  const proposal = (
    <div className={`${card} grid gap-3`}>
      <div>
        <p className="font-semibold">{m('proposalTitle')}</p>
        <p className="text-xs text-muted-foreground">
          {m('proposalClient')} · {m('validUntil')}
        </p>
      </div>
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-1 text-sm">
        {lines.map((s) => (
          <li key={s.name} className="flex justify-between gap-2 border-b py-1">
            <span className="truncate">{s.name}</span>
            <span className="tabular-nums">{brl(servicePriceCents(rate, s.hours, s.complexity))}</span>
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between">
        <span className="font-semibold">{m('total')}</span>
        <span className="text-lg font-bold text-primary tabular-nums">{brl(total)}</span>
      </div>
      <span className="justify-self-end rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground">
        {m('download')}
      </span>
    </div>
  );

  const illustrations = [calculator, catalogue, pipeline, proposal];
  const slides: ShowcaseSlide[] = illustrations.map((illustration, i) => {
    const n = i + 1;
    const title = t(`s${n}Title` as 's1Title');
    return {
      title,
      body: t(`s${n}Body` as 's1Body'),
      stepLabel: t('stepOf', { n, total: illustrations.length }),
      illustration,
    };
  });

  return (
    <section aria-labelledby="showcase-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionHeading id="showcase-title" title={t('title')} subtitle={t('subtitle')} />
      <ShowcaseCarousel
        slides={slides}
        labels={{ region: t('label'), previous: t('previous'), next: t('next'), pause: t('pause'), play: t('play') }}
      />
    </section>
  );
}
