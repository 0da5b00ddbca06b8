import { ArticleNotFound } from '@/features/knowledge/components/article-not-found';

// notFound() from an article address that matches no article: said inside the app shell, 404.
export default function NotFound() {
  return <ArticleNotFound />;
}
