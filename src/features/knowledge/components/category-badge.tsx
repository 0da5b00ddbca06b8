import { CalculatorIcon, FileTextIcon, type LucideIcon, ScaleIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ArticleCategory } from '../articles';

const ICONS: Record<ArticleCategory, LucideIcon> = {
  pricing: CalculatorIcon,
  proposals: FileTextIcon,
  contracts: ScaleIcon,
};

export async function CategoryBadge({ category }: { category: ArticleCategory }) {
  const t = await getTranslations('knowledge.categories');
  const Icon = ICONS[category];
  return (
    <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-primary/10 px-2.5 py-1 text-xs font-medium text-primary">
      <Icon className="size-3.5" aria-hidden="true" />
      {t(category)}
    </span>
  );
}
