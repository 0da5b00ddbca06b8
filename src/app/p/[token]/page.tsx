import { CheckCircle2Icon, CircleSlashIcon, ClockIcon, DownloadIcon, MailIcon, MessageCircleIcon } from 'lucide-react';
import Link from 'next/link';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { PixDeposit } from '@/features/proposal-link/components/pix-deposit';
import { PixInstalments } from '@/features/proposal-link/components/pix-instalments';
import { ProposalChoiceProvider } from '@/features/proposal-link/components/choice-context';
import { ProposalAnswer } from '@/features/proposal-link/components/proposal-answer';
import { ProposalDocument } from '@/features/proposal-link/components/proposal-document';
import { ViewBeacon } from '@/features/proposal-link/components/view-beacon';
import { loadPublicProposal, type PublicProposalView } from '@/features/proposal-link/queries';
import { professionalDisplayName } from '@/features/proposals/pdf/context';
import { cn } from '@/lib/cn';
import { depositCents } from '@/lib/proposal-content';
import { defaultChoice } from '@/lib/proposal-pricing';
import { formatBRL } from '@/lib/money';
import { whatsAppUrl } from '@/lib/phone';
import { calendarDayAsDate } from '@/lib/proposals';
import { TIME_ZONE } from '@/lib/time-zone';

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = await loadPublicProposal((await params).token);
  if (!view) return { title: 'Valora' };
  const t = await getTranslations({ locale: view.locale, namespace: 'publicProposal' });
  return { title: t('metaTitle', { title: view.proposal.title }) };
}

export default async function ProposalLinkPage({ params }: Props) {
  const { token } = await params;
  const view = await loadPublicProposal(token);
  if (!view) notFound();
  // The proposal's own language, whatever the freelancer's.
  const locale = view.locale;
  setRequestLocale(locale);
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'publicProposal' }), getFormatter({ locale })]);
  const { proposal, model } = view;
  const name = professionalDisplayName(model) ?? view.owner.email;
  const day = (date: Date) => format.dateTime(date, { dateStyle: 'long', timeZone: TIME_ZONE });
  const open = proposal.status === 'enviada' && !proposal.acceptance && !view.expired;

  return (
    <ProposalChoiceProvider initial={view.offer ? defaultChoice(view.offer.packages) : null}>
      <main className="min-h-dvh bg-muted/40 dark:bg-background">
        <div className="mx-auto grid max-w-3xl gap-5 px-3 py-5 sm:px-6 sm:py-10">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground">{t('from', { name })}</p>
            <a href={`/p/${token}/pdf`} download className={buttonVariants({ variant: 'outline' })}>
              <DownloadIcon aria-hidden="true" />
              {t('downloadPdf')}
            </a>
          </div>

          <StatusBanner view={view} name={name} day={day} t={t} />
          {model.pix && <PixDeposit pix={model.pix} locale={locale} />}
          <PixInstalments
            locale={locale}
            offered={proposal.acceptance ? null : view.schedule}
            agreed={model.instalments}
            firstNumber={depositCents(proposal.totalCents, view.depositPercent) > 0 ? 2 : 1}
          />

          <ProposalDocument
            model={model}
            edition={view.edition}
            locale={locale}
            logoUrl={view.hasLogo ? `/p/${token}/logo` : null}
            offer={view.offer ?? undefined}
          />

          {open && (
            <section aria-labelledby="answer-title" className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
              <div className="grid gap-1">
                <h2 id="answer-title" className="text-lg font-semibold">
                  {t('answerTitle')}
                </h2>
                <p className="text-muted-foreground">{t('answerBody')}</p>
                <p className="text-sm text-muted-foreground">
                  {t('validNotice', { date: day(calendarDayAsDate(proposal.validUntil)) })}
                </p>
                {view.depositPercent > 0 && !view.offer && (
                  <p className="text-sm font-medium">
                    {t('depositNotice', {
                      percent: view.depositPercent,
                      amount: formatBRL(depositCents(proposal.totalCents, view.depositPercent), locale),
                    })}
                  </p>
                )}
              </div>
              <ProposalAnswer token={token} contentSha256={view.contentSha256} professionalName={name} />
            </section>
          )}

          <Contact view={view} name={name} t={t} />
          {view.edition !== 'white_label' && (
            <p className="text-center text-xs text-muted-foreground">
              <Link href="/" className="hover:text-foreground">
                {t('poweredBy')}
              </Link>
            </p>
          )}
        </div>
        <ViewBeacon token={token} />
      </main>
    </ProposalChoiceProvider>
  );
}

type T = Awaited<ReturnType<typeof getTranslations<'publicProposal'>>>;

function StatusBanner({ view, name, day, t }: { view: PublicProposalView; name: string; day: (d: Date) => string; t: T }) {
  const { proposal } = view;
  if (proposal.acceptance) {
    return (
      <Banner
        tone="success"
        icon={<CheckCircle2Icon aria-hidden="true" />}
        title={t('acceptedBanner', { name: proposal.acceptance.signerName, date: day(proposal.acceptance.acceptedAt) })}
      >
        {t('acceptedBody')}
      </Banner>
    );
  }
  if (proposal.status === 'rejeitada') {
    return (
      <Banner tone="muted" icon={<CircleSlashIcon aria-hidden="true" />} title={t('refusedBanner')}>
        {t('refusedBody', { name })}
      </Banner>
    );
  }
  if (view.expired) {
    return (
      <Banner tone="warning" icon={<ClockIcon aria-hidden="true" />} title={t('expiredBanner')}>
        {t('expiredBody', { date: day(calendarDayAsDate(proposal.validUntil)), name })}
      </Banner>
    );
  }
  if (proposal.status === 'aprovada') {
    return (
      <Banner tone="success" icon={<CheckCircle2Icon aria-hidden="true" />} title={t('closedBanner')}>
        {t('closedBody', { name })}
      </Banner>
    );
  }
  return null;
}

const TONES = {
  success:
    'border-emerald-600/30 bg-emerald-50 text-emerald-950 dark:bg-emerald-950/40 dark:text-emerald-100 [&_svg]:text-emerald-600',
  warning: 'border-amber-600/30 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100 [&_svg]:text-amber-600',
  muted: 'border-border bg-card text-card-foreground [&_svg]:text-muted-foreground',
};

function Banner({
  tone,
  icon,
  title,
  children,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div
      role="status"
      className={cn('flex gap-3 rounded-xl border p-4 sm:p-5 [&_svg]:mt-0.5 [&_svg]:size-5 [&_svg]:shrink-0', TONES[tone])}
    >
      {icon}
      <div className="grid gap-1">
        <p className="font-semibold" data-testid="public-status">
          {title}
        </p>
        <p className="text-sm opacity-90">{children}</p>
      </div>
    </div>
  );
}

function Contact({ view, name, t }: { view: PublicProposalView; name: string; t: T }) {
  const { email, phone } = view.model.professional;
  const whatsApp = whatsAppUrl(phone);
  if (!email && !whatsApp) return null;
  return (
    <section className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <p className="font-medium">{t('contactTitle', { name })}</p>
      <div className="flex flex-wrap gap-2">
        {email && (
          <a href={`mailto:${email}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <MailIcon aria-hidden="true" />
            {email}
          </a>
        )}
        {whatsApp && (
          <a
            href={whatsApp}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <MessageCircleIcon aria-hidden="true" />
            WhatsApp
          </a>
        )}
      </div>
    </section>
  );
}
