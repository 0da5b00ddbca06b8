// /verificar: anyone checks a contract signed on Valora, by its PDF or its SHA-256 code
// (features/contracts/pdf/verify-form.tsx; the answer comes from POST /api/contracts/verify).
import { ShieldCheckIcon } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContractVerifyForm } from '@/features/contracts/pdf/verify-form';
import { publicPageMetadata } from '@/features/marketing/metadata';
import { pageLocale } from '@/i18n/page-locale';
import { ClientMessages } from '@/components/client-messages';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'contractVerify' });
  return publicPageMetadata({ locale, path: '/verificar', title: t('metaTitle'), description: t('metaDescription') });
}

export default async function VerifyContractPage({ params }: Props) {
  setRequestLocale(await pageLocale(params));
  const t = await getTranslations('contractVerify');
  return (
    <ClientMessages route="[locale]/(marketing)/verificar">
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
        <header className="mb-8 grid justify-items-center gap-3 text-center">
          <ShieldCheckIcon className="size-10 text-primary" aria-hidden="true" />
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
          <p className="text-base text-muted-foreground sm:text-lg">{t('subtitle')}</p>
        </header>
        <ContractVerifyForm />
      </div>
    </ClientMessages>
  );
}
