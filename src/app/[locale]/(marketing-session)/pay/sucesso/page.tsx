import { ArrowRightIcon } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { PageSpinner } from '@/components/spinner';
import { buttonVariants } from '@/components/ui/button';
import { getSession } from '@/features/auth/session';
import { readCheckoutStatus } from '@/features/billing/stripe/checkout-status';
import { StripeCheckoutStatus } from '@/features/billing/stripe/components/checkout-status';
import { PaymentSuccess } from '@/features/marketing/components/payment-success';
import { publicPageMetadata } from '@/features/marketing/metadata';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { ClientMessages } from '@/components/client-messages';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pay' });
  return {
    ...publicPageMetadata({ locale, path: '/pay/sucesso', title: t('successMetaTitle'), description: t('successSubtitle') }),
    robots: { index: false },
  };
}

const NEXT_STEPS = [
  { href: '/app/dashboard', key: 'goDashboard' },
  { href: '/app/services', key: 'goServices' },
  { href: '/app/proposals', key: 'goProposals' },
] as const;

/** After a Stripe Checkout (?session_id=cs_...): the session's real state, for its own buyer. */
async function StripeStatus({ sessionId }: { sessionId: string }) {
  const session = await getSession();
  const status = await readCheckoutStatus(sessionId, session?.user.id ?? null);
  return <StripeCheckoutStatus status={status} sessionId={sessionId} />;
}

export default async function PaymentSuccessPage({ params, searchParams }: Props) {
  setRequestLocale(await pageLocale(params));
  const sessionParam = (await searchParams).session_id;
  const sessionId = typeof sessionParam === 'string' && sessionParam.startsWith('cs_') ? sessionParam.slice(0, 255) : null;
  const t = await getTranslations('pay');
  const common = await getTranslations('common');
  return (
    <ClientMessages route="[locale]/(marketing-session)/pay/sucesso">
      <div className="mx-auto grid max-w-xl gap-8 px-4 py-12 sm:px-6 sm:py-16">
        <Suspense fallback={<PageSpinner label={common('loading')} />}>
          {sessionId ? <StripeStatus sessionId={sessionId} /> : <PaymentSuccess />}
        </Suspense>
        <section aria-labelledby="next-steps" className="grid gap-3">
          <h2 id="next-steps" className="text-center font-semibold">
            {t('nextStepsTitle')}
          </h2>
          <div className="grid gap-2 sm:grid-cols-3">
            {NEXT_STEPS.map((s) => (
              <Link key={s.href} href={s.href} className={buttonVariants({ variant: 'secondary', className: 'w-full' })}>
                {t(s.key)}
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            ))}
          </div>
        </section>
      </div>
    </ClientMessages>
  );
}
