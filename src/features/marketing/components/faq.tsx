import { ChevronDownIcon } from './landing-icons';
import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config/site';
import { SectionHeading } from './section-heading';

const QUESTIONS = [1, 2, 3, 4, 5] as const;

/** Five questions as native disclosure widgets: accessible and keyboard-ready with no script. */
export async function Faq() {
  const t = await getTranslations('landing.faq');
  return (
    <section id="faq" aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <SectionHeading id="faq-title" title={t('title')} />
      <div className="divide-y rounded-xl border bg-card px-6 shadow-sm">
        {QUESTIONS.map((n) => (
          <details key={n} name="faq" className="group">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
              {t(`q${n}`)}
              <ChevronDownIcon
                className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
                aria-hidden="true"
              />
            </summary>
            <p className="pb-4 text-sm text-muted-foreground">{t(`a${n}`, { days: siteConfig.guaranteeDays })}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
