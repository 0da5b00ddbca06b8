import { getFormatter, getTranslations } from 'next-intl/server';
import { TIME_ZONE } from '@/lib/time-zone';
import type { ContractDetail } from '../queries';

/** Versions (newest first), the signatures (void ones marked) and the trail of a contract. */
export async function ContractHistory({ contract }: { contract: ContractDetail }) {
  const [t, format] = await Promise.all([getTranslations('contracts.editor'), getFormatter()]);
  const when = (date: Date) => format.dateTime(date, { dateStyle: 'short', timeStyle: 'short', timeZone: TIME_ZONE });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="contract-versions" className="grid content-start gap-2 rounded-xl border bg-card p-4 shadow-sm">
        <h2 id="contract-versions" className="font-semibold">
          {t('versions')}
        </h2>
        <ol className="grid gap-1 text-sm" data-testid="contract-versions">
          {contract.versions.map((v) => (
            <li key={v.id} className="flex justify-between gap-2">
              <span>
                {t('versionItem', { version: v.version })}
                {v.version === contract.version && <span className="ms-1 text-xs text-primary">({t('current')})</span>}
              </span>
              <time dateTime={v.createdAt.toISOString()} className="text-muted-foreground tabular-nums">
                {when(v.createdAt)}
              </time>
            </li>
          ))}
        </ol>
        {contract.signatures.length > 0 && (
          <>
            <h3 className="mt-2 font-semibold">{t('signatures')}</h3>
            <ul className="grid gap-1 text-sm">
              {contract.signatures.map((s) => (
                <li key={s.id} className={s.voidedAt ? 'text-muted-foreground line-through' : undefined}>
                  {t('signedBy', { name: s.signerName, date: when(s.signedAt) })}
                  {s.voidedAt && <span className="ms-1 no-underline">({t('voided')})</span>}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="contract-history" className="grid content-start gap-2 rounded-xl border bg-card p-4 shadow-sm">
        <h2 id="contract-history" className="font-semibold">
          {t('history')}
        </h2>
        <ol className="grid gap-1 text-sm" data-testid="contract-events">
          {[...contract.events].reverse().map((e) => (
            <li key={e.id} className="flex justify-between gap-2">
              <span className="min-w-0 break-words">{t(`events.${e.kind}`, { detail: e.detail ?? '' })}</span>
              <time dateTime={e.createdAt.toISOString()} className="shrink-0 text-muted-foreground tabular-nums">
                {when(e.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
