// The content both templates share: who, for whom, what, on which terms, signed by whom.
import { Text, View } from '@react-pdf/renderer';
import { type PdfContext, professionalDisplayName } from './context';

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

export function PaymentTerms({ ctx }: { ctx: PdfContext }) {
  const { f, s } = ctx;
  const terms = ctx.model.professional.paymentTerms?.trim();
  if (!terms) return null;
  // Long terms may run onto the next page; the heading never stays behind alone.
  return (
    <View style={s.section}>
      <Text style={s.sectionLabel} minPresenceAhead={40}>
        {f.t('paymentTerms')}
      </Text>
      <View style={s.terms}>
        <Text>{terms}</Text>
      </View>
    </View>
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

/** Bottom of every page: "Gerada com Valora" (not in white label), page numbers in premium. */
export function Footer({ ctx, pageNumbers }: { ctx: PdfContext; pageNumbers: boolean }) {
  const { f, s } = ctx;
  const left = ctx.showValora ? f.t('generatedWith') : (professionalDisplayName(ctx.model) ?? '');
  return (
    <View style={s.footer} fixed>
      <Text>{left}</Text>
      {pageNumbers ? (
        <Text render={({ pageNumber, totalPages }) => f.t('page', { page: pageNumber, total: totalPages })} />
      ) : null}
    </View>
  );
}
