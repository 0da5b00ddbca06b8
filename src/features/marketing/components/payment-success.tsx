'use client';

import { CheckCircle2Icon, InfoIcon, LogInIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { buttonVariants } from '@/components/ui/button';
import { SignupForm } from '@/features/auth/components/signup-form';
import { Link } from '@/i18n/navigation';
import { planFromPaymentQuery } from '@/lib/plans';

/** The parts of /pay/sucesso that depend on the query (?plan=&email=), read in the browser. */
export function PaymentSuccess() {
  const t = useTranslations('pay');
  const params = useSearchParams();
  const plan = planFromPaymentQuery(params.get('plan'));
  const email = (params.get('email') ?? '').trim().slice(0, 254);
  return (
    <>
      {plan ? (
        <header className="grid justify-items-center gap-3 text-center">
          <CheckCircle2Icon className="size-12 text-success" aria-hidden="true" />
          <h1 className="text-3xl font-bold tracking-tight">{t('successTitle')}</h1>
          <p className="text-muted-foreground">{t('successSubtitle')}</p>
          <p className="rounded-full border border-primary/30 bg-primary/10 px-4 py-1.5 font-semibold text-primary">
            {t('yourPlan', { plan: plan.name })}
          </p>
        </header>
      ) : (
        // Without a known plan the page cannot tell that a payment happened: it says only that.
        <header className="grid justify-items-center gap-3 text-center">
          <InfoIcon className="size-12 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-3xl font-bold tracking-tight">{t('unknownPlanTitle')}</h1>
          <p role="status" className="max-w-md rounded-lg border border-warning/50 bg-warning/10 px-4 py-3 text-sm">
            {t('unknownPlan')}
          </p>
        </header>
      )}
      <section aria-labelledby="create-account" className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm">
        <div className="grid gap-1">
          <h2 id="create-account" className="text-lg font-semibold">
            {t('createAccountTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('createAccountBody')}</p>
        </div>
        <SignupForm
          initialEmail={email}
          mismatchKey="pay.passwordsMismatch"
          successKey="pay.accountCreated"
          showLoginLink={false}
        />
        <div className="grid gap-2 border-t pt-4 text-center">
          <p className="text-sm text-muted-foreground">{t('haveAccount')}</p>
          <Link
            href={email ? { pathname: '/auth/login', query: { email } } : '/auth/login'}
            className={buttonVariants({ variant: 'outline', className: 'w-full' })}
          >
            <LogInIcon aria-hidden="true" />
            {t('loginButton')}
          </Link>
        </div>
      </section>
    </>
  );
}
