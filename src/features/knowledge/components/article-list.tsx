import { getTranslations } from 'next-intl/server';
import { ARTICLES } from '../articles';
import { ArticleCard } from './article-card';

/** The built-in articles, in reading order. */
export async function ArticleList() {
  const t = await getTranslations('knowledge');
  return (
    <ul aria-label={t('articlesLabel')} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {ARTICLES.map((article) => (
        <li key={article.slug}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}
