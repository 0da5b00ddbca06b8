import { BotIcon } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Chat } from '@/features/assistant/components/chat';
import { publicPageMetadata } from '@/features/marketing/metadata';
import { pageLocale } from '@/i18n/page-locale';
import { ClientMessages } from '@/components/client-messages';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'proAtende' });
  return publicPageMetadata({ locale, path: '/pro-atende', title: t('metaTitle'), description: t('metaDescription') });
}

export default async function ProAtendePage({ params }: Props) {
  setRequestLocale(await pageLocale(params));
  const t = await getTranslations('proAtende');
  return (
    <ClientMessages route="[locale]/(marketing)/pro-atende">
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-12 sm:px-6 sm:py-16">
        <header className="grid justify-items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary">
            <BotIcon className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="text-muted-foreground">{t('subtitle')}</p>
        </header>
        <Chat className="h-[32rem]" />
      </div>
    </ClientMessages>
  );
}
