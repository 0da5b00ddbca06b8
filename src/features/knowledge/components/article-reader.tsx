import { ArrowLeftIcon, ArrowRightIcon, ClockIcon, InfoIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { type Article, nextArticles, readingMinutes } from '../articles';
import { ArticleBody } from './article-body';
import { ArticleCard } from './article-card';
import { CategoryBadge } from './category-badge';

/** The reading page of one built-in article: a comfortable measure, then where to apply it and what to read next. */
export async function ArticleReader({ article }: { article: Article }) {
  const t = await getTranslations('knowledge');
  const body = t(`articles.${article.slug}.body`);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8">
      <Link
        href="/app/knowledge"
        className="inline-flex w-fit items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {t('back')}
      </Link>
      <article className="grid gap-6">
        <header className="grid gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <CategoryBadge category={article.category} />
            <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
              <ClockIcon className="size-4" aria-hidden="true" />
              {t('readingTime', { minutes: readingMinutes(body) })}
            </span>
          </div>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t(`articles.${article.slug}.title`)}</h1>
          <p className="text-lg leading-relaxed text-muted-foreground sm:text-xl">{t(`articles.${article.slug}.summary`)}</p>
        </header>
        {article.note && (
          <p className="flex gap-3 rounded-lg border border-warning/40 bg-warning/10 px-4 py-3 text-sm" role="note">
            <InfoIcon className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
            {t(`notes.${article.note}`)}
          </p>
        )}
        <ArticleBody body={body} />
      </article>
      {article.cta && (
        <aside className="flex flex-col gap-3 rounded-xl border bg-muted/40 p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-semibold">{t('practice')}</p>
          <Link href={article.cta.href} className={buttonVariants({ className: 'w-full sm:w-auto' })}>
            {t(`cta.${article.cta.key}`)}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </aside>
      )}
      <nav aria-labelledby="more-articles" className="grid gap-4 border-t pt-8">
        <h2 id="more-articles" className="text-lg font-semibold">
          {t('moreArticles')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {nextArticles(article.slug).map((next) => (
            <li key={next.slug}>
              <ArticleCard article={next} headingLevel={3} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
