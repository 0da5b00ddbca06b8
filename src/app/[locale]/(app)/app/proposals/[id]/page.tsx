import { DownloadIcon, LockIcon, PencilIcon } from 'lucide-react';
import { ClientMessages } from '@/components/client-messages';
import { notFound } from 'next/navigation';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getDb } from '@/db';
import { getSubscription } from '@/features/account/queries';
import { requireUser } from '@/features/auth/session';
import { InstalmentsPanel } from '@/features/payments/components/instalments-panel';
import { proposalInstalments } from '@/features/payments/queries';
import { proposalSchedule } from '@/features/payments/instalments';
import { ScheduleEditor } from '@/features/payments/components/schedule-editor';
import { ContractProposalButton } from '@/features/contracts/components/contract-proposal-button';
import { AcceptanceRecord } from '@/features/proposal-link/components/acceptance-record';
import { ProposalHistory } from '@/features/proposal-link/components/proposal-history';
import { RemindersSwitch } from '@/features/proposal-link/components/reminders-switch';
import { SharePanel } from '@/features/proposal-link/components/share-panel';
import { proposalHistory, proposalVersions, shareDetails } from '@/features/proposal-link/queries';
import { DeleteProposalButton } from '@/features/proposals/components/delete-proposal-button';
import { DuplicateProposal } from '@/features/proposals/components/duplicate-proposal';
import { SaveAsTemplate } from '@/features/proposals/components/save-as-template';
import { ExtendValidity } from '@/features/proposals/components/extend-validity';
import { ProposalStatusBadge } from '@/features/proposals/components/proposal-status-badge';
import { ProposalSummary } from '@/features/proposals/components/proposal-summary';
import { currentDepositPercent, pdfLinesAndPricing, professionalSummary } from '@/features/proposals/documents';
import { pdfFormat } from '@/features/proposals/pdf/format';
import { lineDetailText } from '@/features/proposals/pdf/line-detail';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { getProfessional, getProposal, proposalFormOptions } from '@/features/proposals/queries';
import { Link } from '@/i18n/navigation';
import { formatBRL } from '@/lib/money';
import { depositCents } from '@/lib/proposal-content';
import { whatsAppUrl } from '@/lib/phone';
import { calendarDayAsDate, defaultValidUntil, todayInBrazil } from '@/lib/proposals';
import { TIME_ZONE } from '@/lib/time-zone';

export default async function ProposalPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const db = getDb();
  const { id } = await params;
  const [t, locale, format, subscription, proposal, professional] = await Promise.all([
    getTranslations('proposals'),
    getLocale(),
    getFormatter(),
    getSubscription(user.id),
    getProposal(db, user.id, id),
    getProfessional(db, user.id),
  ]);
  // An unknown id and another account's answer alike: 404 with the not-found.tsx beside this page.
  if (!proposal) notFound();
  const [events, versions, share, instalments, options, schedule] = await Promise.all([
    proposalHistory(db, user.id, proposal.id),
    proposalVersions(db, user.id, proposal),
    shareDetails(db, user.id, proposal),
    proposalInstalments(db, user.id, proposal.id),
    proposalFormOptions(db, user.id),
    proposalSchedule(db, user.id, proposal.id),
  ]);
  const depositPercent = currentDepositPercent(professional);
  const day = (date: Date) => format.dateTime(date, { dateStyle: 'long', timeZone: TIME_ZONE });
  // The lines as priced (every line before an answer, the chosen ones after) and the client's choice.
  const priced = pdfLinesAndPricing(proposal);
  const shown = { lines: priced.lines.map((line, i) => ({ ...line, serviceName: line.name, key: i })) };
  const choice = priced.pricing?.choice ?? null;
  const f = pdfFormat(isLocale(locale) ? locale : defaultLocale);
  const today = todayInBrazil();
  // A sent proposal past its date: the client's page no longer takes an answer until it is extended.
  const expired = !proposal.acceptance && proposal.status === 'enviada' && proposal.validUntil < today;
  const whatsAppHref = share.url
    ? `${whatsAppUrl(share.clientPhone) ?? 'https://wa.me/'}?text=${encodeURIComponent(
        t('whatsAppMessage', { client: proposal.clientName, title: proposal.title, url: share.url }),
      )}`
    : '';

  return (
    <ClientMessages route="[locale]/(app)/app/proposals/[id]">
      <div className="grid gap-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-2">
            <Link href="/app/proposals" className="text-sm text-muted-foreground hover:text-foreground">
              ← {t('back')}
            </Link>
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{proposal.title}</h1>
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <ProposalStatusBadge status={proposal.status} viewed={!!proposal.firstViewedAt} expired={expired} />
              <span>{proposal.clientName}</span>
              {(proposal.version > 1 || versions.next) && <span>· {t('versionLabel', { version: proposal.version })}</span>}
            </div>
            {versions.previous && (
              <Link href={`/app/proposals/${versions.previous.id}`} className="text-sm text-primary hover:underline">
                {t('replaces', { version: versions.previous.version })}
              </Link>
            )}
            {versions.next && (
              <Link href={`/app/proposals/${versions.next.id}`} className="text-sm text-primary hover:underline">
                {t('replacedBy', { version: versions.next.version })}
              </Link>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <a href={`/api/proposals/${proposal.id}/pdf`} download className={buttonVariants()}>
              <DownloadIcon aria-hidden="true" />
              {t('download')}
            </a>
            {subscription.isActive && (
              <Link href={`/app/proposals/${proposal.id}/edit`} className={buttonVariants({ variant: 'outline' })}>
                <PencilIcon aria-hidden="true" />
                {t('editShort')}
              </Link>
            )}
            <DuplicateProposal
              proposalId={proposal.id}
              clientId={proposal.clientId}
              clients={options.clients}
              disabled={!subscription.isActive}
            />
            <SaveAsTemplate proposalId={proposal.id} title={proposal.title} disabled={!subscription.isActive} />
            <ContractProposalButton userId={user.id} proposal={proposal} />
            <DeleteProposalButton id={proposal.id} title={proposal.title} disabled={!subscription.isActive} />
          </div>
        </div>
        {expired && (
          <ExtendValidity
            proposalId={proposal.id}
            expiredOn={day(calendarDayAsDate(proposal.validUntil))}
            minDate={today}
            suggested={defaultValidUntil()}
            disabled={!subscription.isActive}
          />
        )}
        {proposal.acceptance && (
          <p className="flex items-start gap-2 rounded-lg border bg-muted/40 p-3 text-sm" role="note">
            <LockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            {t('lockedNotice')}
          </p>
        )}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="grid content-start gap-6">
            <Card>
              <CardContent className="grid gap-4 sm:grid-cols-2">
                <Fact
                  label={t('client')}
                  value={proposal.clientId ? proposal.clientName : t('deletedClientOption', { name: proposal.clientName })}
                />
                <Fact label={t('createdAt')} value={day(proposal.createdAt)} />
                <Fact label={t('validUntil')} value={day(calendarDayAsDate(proposal.validUntil))} />
                <Fact label={t('services')} value={t('serviceCount', { count: proposal.items.length })} />
                <div className="grid gap-1 sm:col-span-2">
                  <p className="text-sm text-muted-foreground">{t('description')}</p>
                  <p className="whitespace-pre-line">{proposal.description || t('noDescription')}</p>
                </div>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="text-lg">{t('services')}</CardTitle>
              </CardHeader>
              <CardContent>
                <table className="w-full text-sm">
                  <thead className="text-left text-muted-foreground">
                    <tr className="border-b">
                      <th className="py-2 font-medium">{t('service')}</th>
                      <th className="py-2 text-right font-medium">{t('hours')}</th>
                      <th className="py-2 text-right font-medium">{t('price')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.lines.map((item, i) => (
                      <tr key={i} className="border-b last:border-0" data-testid="proposal-item">
                        <td className="py-2 pr-2 break-words">
                          {item.detail?.section && item.detail.section !== (shown.lines[i - 1]?.detail?.section ?? '') && (
                            <p className="pb-1 font-semibold">{item.detail.section}</p>
                          )}
                          {item.serviceName}
                          {item.detail && <p className="text-xs text-muted-foreground">{lineDetailText(item.detail, f)}</p>}
                        </td>
                        <td className="py-2 text-right tabular-nums">{t('hoursValue', { hours: format.number(item.hours) })}</td>
                        <td className="py-2 text-right tabular-nums">
                          {item.detail?.recurring
                            ? t('perMonth', { amount: formatBRL(item.priceCents, locale) })
                            : formatBRL(item.priceCents, locale)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr className="font-semibold">
                      <td className="pt-3" colSpan={2}>
                        {t('total')}
                      </td>
                      <td className="pt-3 text-right text-lg text-primary tabular-nums" data-testid="proposal-detail-total">
                        {proposal.recurringCents > 0
                          ? t('totalWithMonthly', {
                              oneOff: formatBRL(proposal.totalCents, locale),
                              monthly: formatBRL(proposal.recurringCents, locale),
                            })
                          : formatBRL(proposal.totalCents, locale)}
                      </td>
                    </tr>
                  </tfoot>
                </table>
                {choice && (
                  <p className="mt-3 grid gap-0.5 text-sm" data-testid="proposal-choice">
                    {choice.packageName && (
                      <span className="font-medium">{t('chosenPackage', { name: choice.packageName })}</span>
                    )}
                    <span>
                      {choice.optionalNames.length > 0
                        ? t('chosenOptions', { names: choice.optionalNames.join(', ') })
                        : t('noOptionsChosen')}
                    </span>
                  </p>
                )}
              </CardContent>
            </Card>
            {!proposal.acceptance && (
              <Card data-testid="schedule-card">
                <CardHeader>
                  <CardTitle className="text-lg">{t('scheduleTitle')}</CardTitle>
                  <CardDescription>{t('scheduleBody')}</CardDescription>
                </CardHeader>
                <CardContent>
                  <ScheduleEditor
                    proposalId={proposal.id}
                    totalCents={proposal.totalCents}
                    depositCents={depositCents(proposal.totalCents, depositPercent)}
                    depositPercent={depositPercent}
                    saved={schedule?.instalments ?? null}
                    reminders={schedule?.reminders ?? true}
                    today={today}
                    canWrite={subscription.isActive}
                  />
                </CardContent>
              </Card>
            )}
            {instalments.length > 0 && (
              <Card data-testid="payments-card">
                <CardHeader>
                  <CardTitle className="text-lg">{t('paymentsTitle')}</CardTitle>
                </CardHeader>
                <CardContent>
                  <InstalmentsPanel rows={instalments} today={today} canWrite={subscription.isActive} />
                </CardContent>
              </Card>
            )}
            {proposal.acceptance && (
              <Card>
                <CardHeader>
                  <CardTitle className="text-lg">{t('acceptanceTitle')}</CardTitle>
                </CardHeader>
                <CardContent>
                  <AcceptanceRecord acceptance={proposal.acceptance} />
                </CardContent>
              </Card>
            )}
          </div>
          <div className="grid content-start gap-6">
            <Card data-testid="share-card">
              <CardHeader>
                <CardTitle className="text-lg">{t('shareTitle')}</CardTitle>
                <CardDescription>{share.url ? t('shareBody') : t('draftNoLink')}</CardDescription>
              </CardHeader>
              {share.url && (
                <CardContent>
                  <SharePanel
                    proposalId={proposal.id}
                    url={share.url}
                    whatsAppHref={whatsAppHref}
                    canEmail={!!share.clientEmail}
                    disabled={!subscription.isActive}
                  />
                </CardContent>
              )}
            </Card>
            <Card data-testid="reminders-card">
              <CardHeader>
                <CardTitle className="text-lg">{t('reminders.title')}</CardTitle>
              </CardHeader>
              <CardContent>
                <RemindersSwitch
                  proposalId={proposal.id}
                  enabled={proposal.remindersEnabled}
                  blocked={
                    proposal.acceptance || proposal.status === 'aprovada' || proposal.status === 'rejeitada'
                      ? 'answered'
                      : share.clientEmail
                        ? null
                        : 'noEmail'
                  }
                  disabled={!subscription.isActive}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="text-lg">{t('historyTitle')}</CardTitle>
              </CardHeader>
              <CardContent>
                <ProposalHistory events={events} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="text-lg">{t('contact')}</CardTitle>
              </CardHeader>
              <CardContent>
                <ProposalSummary
                  clientName={proposal.clientName}
                  professional={professionalSummary(professional)}
                  totalCents={proposal.totalCents}
                />
              </CardContent>
            </Card>
          </div>
        </div>
      </div>
    </ClientMessages>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="font-medium">{value}</p>
    </div>
  );
}
