import { MessageCircleIcon, RotateCcwIcon, ShieldCheckIcon, XCircleIcon } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { siteConfig } from '@/config/site';
import { publicPageMetadata } from '@/features/marketing/metadata';
import { Link } from '@/i18n/server-link';
import { pageLocale } from '@/i18n/page-locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pay' });
  return {
    ...publicPageMetadata({ locale, path: '/pay/erro', title: t('errorMetaTitle'), description: t('errorSubtitle') }),
    robots: { index: false },
  };
}

const CAUSES = ['cause1', 'cause2', 'cause3', 'cause4'] as const;

export default async function PaymentErrorPage({ params }: Props) {
  setRequestLocale(await pageLocale(params));
  const t = await getTranslations('pay');
  return (
    <div className="mx-auto grid max-w-2xl gap-8 px-4 py-12 sm:px-6 sm:py-16">
      <header className="grid justify-items-center gap-3 text-center">
        <XCircleIcon className="size-12 text-destructive" aria-hidden="true" />
        <h1 className="text-3xl font-bold tracking-tight">{t('errorTitle')}</h1>
        <p className="text-muted-foreground">{t('errorSubtitle')}</p>
      </header>
      <section aria-labelledby="causes" className="rounded-xl border bg-card p-6 shadow-sm">
        <h2 id="causes" className="font-semibold">
          {t('causesTitle')}
        </h2>
        <ul className="mt-3 ml-5 list-disc space-y-1 text-muted-foreground">
          {CAUSES.map((c) => (
            <li key={c}>{t(c)}</li>
          ))}
        </ul>
      </section>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Link href={{ pathname: '/', hash: 'precos' }} className={buttonVariants({ size: 'lg' })}>
          <RotateCcwIcon aria-hidden="true" />
          {t('retry')}
        </Link>
        <Link href={siteConfig.supportChatPath} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          <MessageCircleIcon aria-hidden="true" />
          {t('chat')}
        </Link>
      </div>
      <p className="inline-flex items-center justify-center gap-2 text-center text-sm font-medium">
        <ShieldCheckIcon className="size-4 shrink-0 text-success" aria-hidden="true" />
        {t('guarantee', { days: siteConfig.guaranteeDays })}
      </p>
    </div>
  );
}
