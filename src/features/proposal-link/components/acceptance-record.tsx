import { getFormatter, getTranslations } from 'next-intl/server';
import type { ProposalAcceptance } from '@/features/proposals/queries';
import { TIME_ZONE } from '@/lib/time-zone';

/** The electronic signature record, as the owner sees it on the proposal's page. */
export async function AcceptanceRecord({ acceptance }: { acceptance: ProposalAcceptance }) {
  const [t, format] = await Promise.all([getTranslations('proposals'), getFormatter()]);
  const facts = [
    { label: t('acceptedBy'), value: acceptance.signerName },
    {
      label: t('acceptedAt'),
      value: format.dateTime(acceptance.acceptedAt, { dateStyle: 'long', timeStyle: 'medium', timeZone: TIME_ZONE }),
    },
    { label: t('documentDigits'), value: `${acceptance.documentDigits}•••` },
    { label: t('ipAddress'), value: acceptance.ip ?? '—' },
    { label: t('userAgent'), value: acceptance.userAgent ?? '—', small: true },
    { label: t('contentHash'), value: acceptance.contentSha256, mono: true },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2" data-testid="acceptance-record">
      {facts.map((fact) => (
        <div key={fact.label} className={fact.mono || fact.small ? 'grid gap-1 sm:col-span-2' : 'grid gap-1'}>
          <dt className="text-sm text-muted-foreground">{fact.label}</dt>
          <dd
            className={fact.mono ? 'font-mono text-xs break-all' : fact.small ? 'text-sm break-words' : 'font-medium break-words'}
          >
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
