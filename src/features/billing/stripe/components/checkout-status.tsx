import { CheckCircle2Icon, ClockIcon, RefreshCwIcon, XCircleIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import type { CheckoutStatus } from '../checkout-status';

/** /pay/sucesso after a Stripe Checkout: paid, Pix awaiting payment (with a refresh), or failed. */
export async function StripeCheckoutStatus({ status, sessionId }: { status: CheckoutStatus; sessionId: string }) {
  const t = await getTranslations('pay');
  if (status.state === 'paid')
    return (
      <header className="grid justify-items-center gap-3 text-center" data-testid="stripe-status" data-state="paid">
        <CheckCircle2Icon className="size-12 text-success" aria-hidden="true" />
        <h1 className="text-3xl font-bold tracking-tight">{t('successTitle')}</h1>
        <p className="rounded-full border border-primary/30 bg-primary/10 px-4 py-1.5 font-semibold text-primary">
          {t('planActive', { plan: status.plan.name })}
        </p>
      </header>
    );
  if (status.state === 'awaiting_pix')
    return (
      <header className="grid justify-items-center gap-3 text-center" data-testid="stripe-status" data-state="awaiting_pix">
        <ClockIcon className="size-12 text-primary" aria-hidden="true" />
        <h1 className="text-3xl font-bold tracking-tight">{t('pixAwaitingTitle')}</h1>
        <p className="max-w-md text-muted-foreground">{t('pixAwaitingBody', { plan: status.plan.name })}</p>
        <Link
          href={{ pathname: '/pay/sucesso', query: { session_id: sessionId } }}
          className={buttonVariants({ variant: 'outline' })}
        >
          <RefreshCwIcon aria-hidden="true" />
          {t('refresh')}
        </Link>
      </header>
    );
  if (status.state === 'failed')
    return (
      <header className="grid justify-items-center gap-3 text-center" data-testid="stripe-status" data-state="failed">
        <XCircleIcon className="size-12 text-destructive" aria-hidden="true" />
        <h1 className="text-3xl font-bold tracking-tight">{t('errorTitle')}</h1>
        <p className="text-muted-foreground">{t('errorSubtitle')}</p>
      </header>
    );
  return (
    <header className="grid justify-items-center gap-3 text-center" data-testid="stripe-status" data-state="unknown">
      <h1 className="text-3xl font-bold tracking-tight">{t('statusUnknownTitle')}</h1>
      <p className="max-w-md text-muted-foreground">{t('statusUnknownBody')}</p>
    </header>
  );
}
