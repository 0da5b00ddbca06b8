// The proposal as a web page: the same model as the PDF (features/proposals/pdf/model.ts), the
// header in the brand colour of premium plans, the logo, and no Valora mention in white label.
import { getFormatter, getTranslations } from 'next-intl/server';
import { accentFor } from '@/features/proposals/pdf/colors';
import { professionalDisplayName } from '@/features/proposals/pdf/context';
import { pdfFormat } from '@/features/proposals/pdf/format';
import { lineDetailText } from '@/features/proposals/pdf/line-detail';
import type { ProposalPdfEdition, ProposalPdfModel } from '@/features/proposals/pdf/model';
import type { Locale } from '@/i18n/routing';
import { deliverableItems } from '@/lib/deliverables';
import { formatBRL } from '@/lib/money';
import { calendarDayAsDate } from '@/lib/proposals';
import { TIME_ZONE } from '@/lib/time-zone';
import { OfferChooser, type Offer } from './offer-chooser';

export async function ProposalDocument({
  model,
  edition,
  locale,
  logoUrl,
  offer,
}: {
  model: ProposalPdfModel;
  edition: ProposalPdfEdition;
  locale: Locale;
  logoUrl: string | null;
  /** An open proposal's package and options for the client to choose (the lines are then the chooser). */
  offer?: Offer;
}) {
  const f = pdfFormat(locale);
  const pricing = model.pricing;
  const totalText =
    pricing && pricing.recurringCents > 0
      ? `${formatBRL(model.totalCents, locale)} + ${t0(f, 'perMonth', formatBRL(pricing.recurringCents, locale))}`
      : formatBRL(model.totalCents, locale);
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'proposalPdf' }), getFormatter({ locale })]);
  const accent = accentFor(edition === 'basic' ? null : model.professional.brandColor);
  const day = (date: Date) => format.dateTime(date, { dateStyle: 'long', timeZone: TIME_ZONE });
  const pro = model.professional;
  const proName = professionalDisplayName(model);
  const proLines = [
    pro.name && pro.companyName ? pro.companyName : null,
    pro.profession,
    pro.cnpj ? `${t('cnpj')} ${pro.cnpj}` : pro.cpf ? `${t('cpf')} ${pro.cpf}` : null,
    pro.email,
    pro.phone,
    pro.website,
    pro.address,
  ].filter((line): line is string => !!line);
  const clientLines = [model.client.email, model.client.phone].filter((line): line is string => !!line);

  return (
    <article
      className="overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
      aria-labelledby="proposal-title"
    >
      <header className="grid gap-4 px-5 py-6 sm:px-8 sm:py-8" style={{ backgroundColor: accent.fill, color: accent.onFill }}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {logoUrl ? (
            <span className="inline-flex rounded-lg bg-white p-2">
              {/* eslint-disable-next-line @next/next/no-img-element -- served by the proposal link, not the image optimiser */}
              <img src={logoUrl} alt={proName ?? ''} className="h-10 w-auto max-w-40 object-contain" />
            </span>
          ) : (
            <span className="text-lg font-bold">{proName}</span>
          )}
          <span className="text-xs font-semibold tracking-wider uppercase opacity-80">{t('documentTitle')}</span>
        </div>
        <h1 id="proposal-title" className="text-2xl leading-tight font-bold break-words sm:text-3xl">
          {model.title}
        </h1>
        <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <div>
            <dt className="opacity-80">{t('issuedOn')}</dt>
            <dd className="font-semibold">{day(model.issuedAt)}</dd>
          </div>
          <div>
            <dt className="opacity-80">{t('validUntil')}</dt>
            <dd className="font-semibold">{day(calendarDayAsDate(model.validUntil))}</dd>
          </div>
          <div>
            <dt className="opacity-80">{t('total')}</dt>
            <dd className="font-semibold tabular-nums">{offer ? '—' : totalText}</dd>
          </div>
        </dl>
      </header>

      <div className="grid gap-8 px-5 py-6 sm:px-8 sm:py-8">
        <section className="grid gap-6 sm:grid-cols-2">
          <Party label={t('preparedFor')} name={model.client.name} lines={clientLines} />
          <Party label={t('preparedBy')} name={proName ?? ''} lines={proLines} />
        </section>

        {model.description.trim() && (
          <section className="grid gap-2">
            <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{t('description')}</h2>
            <p className="break-words whitespace-pre-line">{model.description}</p>
          </section>
        )}

        <section className="grid gap-2">
          <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{t('services')}</h2>
          {offer ? (
            <OfferChooser offer={offer} />
          ) : (
            <>
              <table className="w-full text-sm">
                <thead className="text-left text-muted-foreground">
                  <tr className="border-b">
                    <th scope="col" className="py-2 font-medium">
                      {t('service')}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t('hours')}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t('price')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {model.lines.map((line, i) => (
                    <tr key={i} className="border-b">
                      <td className="py-2.5 pr-3 break-words">
                        {line.detail?.section && line.detail.section !== (model.lines[i - 1]?.detail?.section ?? '') && (
                          <p className="pb-1 font-semibold">{line.detail.section}</p>
                        )}
                        {line.name}
                        {line.detail && <p className="text-xs text-muted-foreground">{lineDetailText(line.detail, f)}</p>}
                        {deliverableItems(line.deliverables).length > 0 && (
                          <ul className="mt-1 grid gap-0.5 text-xs text-muted-foreground" data-testid="public-deliverables">
                            {deliverableItems(line.deliverables).map((item, j) => (
                              <li key={j}>{item}</li>
                            ))}
                          </ul>
                        )}
                      </td>
                      <td className="py-2.5 text-right whitespace-nowrap tabular-nums">
                        {t('hoursValue', { hours: format.number(line.hours) })}
                      </td>
                      <td className="py-2.5 pl-3 text-right whitespace-nowrap tabular-nums">
                        {line.detail?.recurring
                          ? t0(f, 'perMonth', formatBRL(line.priceCents, locale))
                          : formatBRL(line.priceCents, locale)}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  {pricing && pricing.totalDiscountCents > 0 && (
                    <>
                      <tr>
                        <th scope="row" colSpan={2} className="pt-3 text-left font-normal">
                          {t('subtotal')}
                        </th>
                        <td className="pt-3 text-right tabular-nums">{formatBRL(pricing.subtotalCents, locale)}</td>
                      </tr>
                      <tr>
                        <th scope="row" colSpan={2} className="text-left font-normal">
                          {t('totalDiscount')}
                        </th>
                        <td className="text-right tabular-nums">−{formatBRL(pricing.totalDiscountCents, locale)}</td>
                      </tr>
                    </>
                  )}
                  <tr>
                    <th scope="row" colSpan={2} className="pt-4 text-left text-base font-semibold">
                      {t('total')}
                    </th>
                    <td className="pt-4 text-right text-xl font-bold whitespace-nowrap tabular-nums" data-testid="public-total">
                      {totalText}
                    </td>
                  </tr>
                </tfoot>
              </table>
              {pricing?.choice && (
                <p className="text-sm" data-testid="public-choice">
                  {[
                    pricing.choice.packageName ? t('chosenPackage', { name: pricing.choice.packageName }) : null,
                    pricing.choice.optionalNames.length > 0
                      ? `${t('optional')} · ${t('chosen')}: ${pricing.choice.optionalNames.join(', ')}`
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              )}
            </>
          )}
        </section>

        {pro.paymentTerms?.trim() && (
          <section className="grid gap-2">
            <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{t('paymentTerms')}</h2>
            <p className="break-words whitespace-pre-line">{pro.paymentTerms}</p>
          </section>
        )}
      </div>
    </article>
  );
}

/** A proposalPdf message with one {amount}, read from the catalogue of the proposal's language. */
function t0(f: ReturnType<typeof pdfFormat>, key: 'perMonth', amount: string) {
  return f.t(key, { amount });
}

function Party({ label, name, lines }: { label: string; name: string; lines: string[] }) {
  return (
    <div className="grid content-start gap-1">
      <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{label}</p>
      <p className="text-lg font-semibold break-words">{name}</p>
      {lines.map((line) => (
        <p key={line} className="text-sm break-words text-muted-foreground">
          {line}
        </p>
      ))}
    </div>
  );
}
