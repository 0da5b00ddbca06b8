import { ArrowRightIcon, ClockIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { type Article, readingMinutes } from '../articles';
import { CategoryBadge } from './category-badge';

/** An article in a list: the whole card opens it (the title is the link, stretched over the card). */
export async function ArticleCard({ article, headingLevel = 2 }: { article: Article; headingLevel?: 2 | 3 }) {
  const t = await getTranslations('knowledge');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const minutes = readingMinutes(t(`articles.${article.slug}.body`));
  return (
    <article
      data-testid="article-card"
      className="group relative flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition-colors focus-within:ring-[3px] focus-within:ring-ring hover:border-primary/40 hover:bg-accent/40"
    >
      <CategoryBadge category={article.category} />
      <Heading className="text-lg leading-snug font-semibold text-balance">
        <Link
          href={`/app/knowledge/${article.slug}`}
          className="outline-none after:absolute after:inset-0 after:rounded-xl group-hover:text-primary"
        >
          {t(`articles.${article.slug}.title`)}
        </Link>
      </Heading>
      <p className="text-sm leading-relaxed text-muted-foreground">{t(`articles.${article.slug}.summary`)}</p>
      <p className="mt-auto flex items-center justify-between gap-3 border-t pt-3 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <ClockIcon className="size-3.5" aria-hidden="true" />
          {t('readingTime', { minutes })}
        </span>
        <span className="inline-flex items-center gap-1 font-medium text-primary" aria-hidden="true">
          {t('read')}
          <ArrowRightIcon className="size-3.5 transition-transform group-hover:translate-x-0.5" />
        </span>
      </p>
    </article>
  );
}
