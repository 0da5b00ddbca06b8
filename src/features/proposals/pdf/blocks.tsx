// The content both templates share: who, for whom, what, on which terms, signed by whom.
import type { ReactNode } from 'react';
import { Text, View } from '@react-pdf/renderer';
import { type PdfContext, professionalDisplayName } from './context';
import { ServicesTable } from './services-table';

function Line({ value, style }: { value: string | null | undefined; style?: PdfContext['s'][keyof PdfContext['s']] }) {
  const text = value?.trim();
  return text ? <Text style={style}>{text}</Text> : null;
}

/** Three columns: the professional, how to reach them, the client. */
export function Parties({ ctx }: { ctx: PdfContext }) {
  const { model, f, s } = ctx;
  const p = model.professional;
  const name = professionalDisplayName(model);
  const contact = [p.email, p.phone, p.website, p.address].filter((v) => v?.trim());
  return (
    <View style={s.parties} wrap={false}>
      <View style={s.party}>
        <Text style={s.label}>{f.t('professional')}</Text>
        <Line value={name} style={s.partyName} />
        {/* The basic letterhead already shows the profession. */}
        {ctx.variant === 'premium' ? <Line value={p.profession} style={s.muted} /> : null}
        {p.companyName?.trim() && p.companyName.trim() !== name ? <Line value={p.companyName} style={s.muted} /> : null}
        <Line value={p.cnpj && `${f.t('cnpj')} ${p.cnpj}`} style={s.muted} />
        <Line value={p.cpf && `${f.t('cpf')} ${p.cpf}`} style={s.muted} />
      </View>
      {contact.length > 0 ? (
        <>
          <View style={s.partyGap} />
          <View style={s.party}>
            <Text style={s.label}>{f.t('contact')}</Text>
            {contact.map((value, i) => (
              <Line key={i} value={value} style={s.muted} />
            ))}
          </View>
        </>
      ) : null}
      <View style={s.partyGap} />
      <View style={s.party}>
        <Text style={s.label}>{f.t('preparedFor')}</Text>
        <Line value={model.client.name} style={s.partyName} />
        <Line value={model.client.email} style={s.muted} />
        <Line value={model.client.phone} style={s.muted} />
      </View>
    </View>
  );
}

export function Intro({ ctx }: { ctx: PdfContext }) {
  const { model, f, s } = ctx;
  return (
    <View>
      <View wrap={false}>
        <Text style={s.title}>{model.title}</Text>
        <View style={s.dates}>
          <Text>
            {f.t('issuedOn')} <Text style={s.strong}>{f.instant(model.issuedAt)}</Text>
          </Text>
          <Text style={s.dateSeparator}>|</Text>
          <Text>
            {f.t('validUntil')} <Text style={s.strong}>{f.calendarDate(model.validUntil)}</Text>
          </Text>
        </View>
      </View>
      <Line value={model.description} style={s.description} />
    </View>
  );
}

/** The payment terms as the profile writes them (blank or unset: no section). */
export function paymentTermsText(ctx: PdfContext): string | null {
  return ctx.model.professional.paymentTerms?.trim() || null;
}

/**
 * Long terms may run onto the next page; the heading never stays behind alone, and `closing` (the
 * signatures) stays on one page with the last paragraph, so it never starts a page of its own.
 */
export function PaymentTerms({ ctx, closing }: { ctx: PdfContext; closing?: ReactNode }) {
  const { f, s } = ctx;
  const terms = paymentTermsText(ctx);
  if (!terms) return null;
  const cut = terms.lastIndexOf('\n');
  const head = cut > 0 ? terms.slice(0, cut).trimEnd() : '';
  const tail = cut > 0 ? terms.slice(cut + 1).trim() : terms;
  return (
    <View style={s.section}>
      <Text style={s.sectionLabel} minPresenceAhead={40}>
        {f.t('paymentTerms')}
      </Text>
      {head ? (
        <View style={[s.terms, { paddingBottom: 0 }]}>
          <Text>{head}</Text>
        </View>
      ) : null}
      <View wrap={false}>
        <View style={head ? [s.terms, { paddingTop: 0 }] : s.terms}>
          <Text>{tail}</Text>
        </View>
        {closing}
      </View>
    </View>
  );
}

/** The services, the terms and the signatures: the signatures always share a page with what precedes them. */
export function ProposalContent({ ctx }: { ctx: PdfContext }) {
  const signatures = <Signatures ctx={ctx} />;
  const terms = paymentTermsText(ctx);
  return (
    <>
      <ServicesTable ctx={ctx} closing={terms ? undefined : signatures} />
      {terms ? <PaymentTerms ctx={ctx} closing={signatures} /> : null}
    </>
  );
}

export function Signatures({ ctx }: { ctx: PdfContext }) {
  const { model, f, s } = ctx;
  return (
    <View style={s.section} wrap={false}>
      <Text style={s.sectionLabel}>{f.t('acceptance')}</Text>
      <View style={s.signatures}>
        <View style={s.signature}>
          <Text style={s.strong}>{model.client.name}</Text>
          <Text>{f.t('signatureClient')}</Text>
        </View>
        <View style={s.signatureGap} />
        <View style={s.signature}>
          <Line value={professionalDisplayName(model)} style={s.strong} />
          <Text>{f.t('signatureProfessional')}</Text>
        </View>
      </View>
    </View>
  );
}

/** Top of the premium content pages: a band in the brand colour, who made it, for what. */
export function RunningHeader({ ctx }: { ctx: PdfContext }) {
  const { model, s } = ctx;
  return (
    <>
      <View style={s.runningBar} fixed />
      <View style={s.runningHeader} fixed>
        <Text>{professionalDisplayName(model) ?? ''}</Text>
        <Text style={s.runningTitle}>{model.title}</Text>
      </View>
    </>
  );
}

/** Bottom of every page of every edition: "Gerada com Valora" (not in white label) and "Página N de M". */
export function Footer({ ctx }: { ctx: PdfContext }) {
  const { f, s } = ctx;
  const left = ctx.showValora ? f.t('generatedWith') : (professionalDisplayName(ctx.model) ?? '');
  return (
    <View style={s.footer} fixed>
      <Text>{left}</Text>
      <Text render={({ pageNumber, totalPages }) => f.t('page', { page: pageNumber, total: totalPages })} />
    </View>
  );
}
