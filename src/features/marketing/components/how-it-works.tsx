import { BriefcaseIcon, FileTextIcon, TargetIcon } from './landing-icons';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from './section-heading';

const STEPS = [
  { n: 1, icon: TargetIcon, title: 's1Title', body: 's1Body' },
  { n: 2, icon: BriefcaseIcon, title: 's2Title', body: 's2Body' },
  { n: 3, icon: FileTextIcon, title: 's3Title', body: 's3Body' },
] as const;

export async function HowItWorks() {
  const t = await getTranslations('landing.howItWorks');
  return (
    <section id="como-funciona" aria-labelledby="como-funciona-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionHeading id="como-funciona-title" title={t('title')} subtitle={t('subtitle')} />
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map(({ n, icon: Icon, title, body }) => (
          <li key={n} className="relative rounded-xl border bg-card p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <p className="mt-4 text-xs font-semibold tracking-wide text-primary uppercase">{t('step', { n })}</p>
            <h3 className="mt-1 text-lg font-semibold">{t(title)}</h3>
            <p className="mt-2 text-muted-foreground">{t(body)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
