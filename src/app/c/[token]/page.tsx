import { CheckCircle2Icon, CircleSlashIcon, ClockIcon, FileDownIcon, PenLineIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ContractText } from '@/features/contracts/components/signing/contract-text';
import { SignForm } from '@/features/contracts/components/signing/sign-form';
import { ContractViewBeacon } from '@/features/contracts/components/signing/view-beacon';
import { loadPublicContract, type SignableContract } from '@/features/contracts/signing/queries';
import { cn } from '@/lib/cn';
import { TIME_ZONE } from '@/lib/time-zone';

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = await loadPublicContract((await params).token);
  if (!view) return { title: 'Valora' };
  const t = await getTranslations({ locale: view.locale, namespace: 'publicContract' });
  return { title: t('metaTitle', { title: view.contract.title }) };
}

export default async function ContractLinkPage({ params }: Props) {
  const { token } = await params;
  const view = await loadPublicContract(token);
  if (!view) notFound();
  const { locale, contract, version, document } = view;
  setRequestLocale(locale);
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'publicContract' }), getFormatter({ locale })]);
  const name = document.professional.name || view.owner.email;
  const when = (date: Date) => format.dateTime(date, { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE });
  const open = contract.status === 'enviado';
  // A contract sent and then edited is a draft again: its new text is not the client's to read yet.
  const revising = contract.status === 'rascunho';

  return (
    <main className="min-h-dvh bg-muted/40 dark:bg-background">
      <div className="mx-auto grid max-w-3xl gap-5 px-3 py-5 sm:px-6 sm:py-10">
        <p className="text-sm text-muted-foreground">{t('from', { name })}</p>
        <StatusBanner view={view} name={name} when={when} t={t} />
        {!revising && <ContractText title={version.title} clauses={version.clauses} document={document} />}
        {!revising && (
          <a
            href={`/c/${token}/pdf`}
            className={buttonVariants({ variant: 'outline', className: 'w-fit justify-self-end' })}
            data-testid="contract-pdf"
          >
            <FileDownIcon aria-hidden="true" />
            {contract.status === 'assinado' ? t('downloadSignedPdf') : t('downloadPdf')}
          </a>
        )}
        {!revising && view.signatures.length > 0 && (
          <section aria-labelledby="signatures-title" className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
            <h2 id="signatures-title" className="font-semibold">
              {t('signaturesTitle')}
            </h2>
            <ul className="grid gap-2 text-sm">
              {view.signatures.map((s) => (
                <li key={s.id} className="flex flex-wrap items-baseline gap-x-2">
                  <CheckCircle2Icon aria-hidden="true" className="size-4 translate-y-0.5 text-emerald-600" />
                  <span className="font-medium">{s.signerName}</span>
                  <span className="text-muted-foreground">
                    {t(s.role === 'client' ? 'signedAsClient' : 'signedAsProfessional', { date: when(s.signedAt) })}
                  </span>
                </li>
              ))}
            </ul>
            <p className="grid gap-0.5 text-xs text-muted-foreground">
              {t('hashNote')}
              <code className="font-mono break-all text-foreground/80">{document.sha256}</code>
            </p>
          </section>
        )}
        {open && (
          <section aria-labelledby="sign-title" className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
            <div className="grid gap-1">
              <h2 id="sign-title" className="flex items-center gap-2 text-lg font-semibold">
                <PenLineIcon aria-hidden="true" className="size-5 text-primary" />
                {t('signTitle')}
              </h2>
              <p className="text-muted-foreground">{t('signBody')}</p>
            </div>
            <SignForm
              token={token}
              version={contract.version}
              contentSha256={document.sha256}
              allowForeign={!document.client.document && contract.language !== 'pt-BR'}
              professionalName={name}
            />
          </section>
        )}
        <p className="text-center text-xs text-muted-foreground">{t('poweredBy')}</p>
      </div>
      <ContractViewBeacon token={token} />
    </main>
  );
}

type T = Awaited<ReturnType<typeof getTranslations<'publicContract'>>>;

function StatusBanner({ view, name, when, t }: { view: SignableContract; name: string; when: (d: Date) => string; t: T }) {
  const { contract } = view;
  const client = view.signatures.find((s) => s.role === 'client');
  switch (contract.status) {
    case 'assinado':
      return (
        <Banner tone="success" icon={<CheckCircle2Icon aria-hidden="true" />} title={t('signedBanner')}>
          {t('signedBody', { date: when(contract.signedAt ?? contract.updatedAt) })}
        </Banner>
      );
    case 'assinado_cliente':
      return (
        <Banner
          tone="success"
          icon={<CheckCircle2Icon aria-hidden="true" />}
          title={t('clientSignedBanner', {
            name: client?.signerName ?? contract.clientName,
            date: when(client?.signedAt ?? contract.updatedAt),
          })}
        >
          {t('clientSignedBody', { name })}
        </Banner>
      );
    case 'recusado':
      return (
        <Banner tone="muted" icon={<CircleSlashIcon aria-hidden="true" />} title={t('refusedBanner')}>
          {t('refusedBody', { name })}
        </Banner>
      );
    case 'cancelado':
      return (
        <Banner tone="muted" icon={<CircleSlashIcon aria-hidden="true" />} title={t('cancelledBanner')}>
          {t('cancelledBody', { name })}
        </Banner>
      );
    case 'rascunho':
      return (
        <Banner tone="warning" icon={<ClockIcon aria-hidden="true" />} title={t('revisingBanner')}>
          {t('revisingBody', { name })}
        </Banner>
      );
    case 'enviado':
      return null;
  }
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
        <p className="font-semibold" data-testid="contract-status">
          {title}
        </p>
        <p className="text-sm opacity-90">{children}</p>
      </div>
    </div>
  );
}
