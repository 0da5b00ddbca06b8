import { FileQuestionIcon } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { defaultLocale, isLocale } from '@/i18n/routing';

export default async function ContractLinkNotFound() {
  const requested = await getLocale();
  const t = await getTranslations({ locale: isLocale(requested) ? requested : defaultLocale, namespace: 'publicContract' });
  return (
    <main className="grid min-h-dvh place-items-center bg-muted/30 px-4">
      <div className="grid max-w-md justify-items-center gap-3 rounded-xl border bg-card p-8 text-center shadow-sm">
        <FileQuestionIcon aria-hidden="true" className="size-10 text-muted-foreground" />
        <h1 className="text-xl font-semibold">{t('notFoundTitle')}</h1>
        <p className="text-muted-foreground">{t('notFoundBody')}</p>
      </div>
    </main>
  );
}
