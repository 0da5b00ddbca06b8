import { CheckIcon } from 'lucide-react';
import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { getTranslations } from 'next-intl/server';
import { googleSignInConfigured } from '@/env';
import { AuthCard } from '@/features/auth/components/auth-card';
import { GoogleButton } from '@/features/auth/components/google-button';
import { OrDivider } from '@/features/auth/components/or-divider';
import { SignupForm } from '@/features/auth/components/signup-form';
import { PLANS } from '@/lib/plans';
import { safeRedirectPath } from '@/lib/safe-redirect';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'metadata' });
  // Like every /auth page: out of search (and of the sitemap), README "Search signals".
  return { title: t('signup'), robots: { index: false } };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SignupPage({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations('auth.signup');
  // A visitor who chose a plan comes with ?next=/checkout/<plan>?buy=<kind>: kept through sign-up,
  // the e-mail link and sign-in, so the purchase resumes right after.
  const nextParam = (await searchParams).next;
  const next = safeRedirectPath(Array.isArray(nextParam) ? nextParam[0] : nextParam, '');
  const { limits } = PLANS.junior;
  const promises = [
    t('trialNoCard'),
    t('trialClients', { clients: limits.clients ?? 0, proposals: limits.proposalsPerMonth ?? 0 }),
    t('trialPdf'),
    t('trialSupport'),
  ];
  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')}>
      <section aria-labelledby="trial-title" className="rounded-lg border border-primary/30 bg-primary/5 p-4">
        <h2 id="trial-title" className="text-sm font-semibold text-primary">
          {t('trialTitle')}
        </h2>
        <ul className="mt-2 grid gap-1 text-sm text-muted-foreground">
          {promises.map((p) => (
            <li key={p} className="flex items-start gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              {p}
            </li>
          ))}
        </ul>
      </section>
      <SignupForm next={next || undefined} />
      <OrDivider />
      <GoogleButton enabled={googleSignInConfigured()} next={next || '/app/dashboard'} />
    </AuthCard>
  );
}
