import { QuoteIcon } from './landing-icons';
import { getLocale, getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config/site';
import { SectionHeading } from './section-heading';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((p) => p[0])
    .join('')
    .toUpperCase();
}

export async function Testimonials() {
  const t = await getTranslations('landing.testimonials');
  const locale = await getLocale();
  return (
    <section id="depoimentos" aria-labelledby="depoimentos-title" className="bg-muted/40 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="depoimentos-title" title={t('title')} subtitle={t('subtitle')} />
        <ul className="grid gap-6 md:grid-cols-3">
          {siteConfig.testimonials.map((item) => (
            <li key={item.handle}>
              <figure className="flex h-full flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
                <QuoteIcon className="size-6 text-primary/60" aria-hidden="true" />
                <blockquote className="flex-1 text-pretty">{item.text[locale]}</blockquote>
                <figcaption className="flex items-center gap-3">
                  {item.avatar ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a small local file from the site config
                    <img src={item.avatar} alt="" width={40} height={40} className="size-10 rounded-full object-cover" />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex size-10 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary"
                    >
                      {initials(item.name)}
                    </span>
                  )}
                  <span className="grid">
                    <span className="font-semibold">{item.name}</span>
                    <span className="text-sm text-muted-foreground">{item.handle}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
