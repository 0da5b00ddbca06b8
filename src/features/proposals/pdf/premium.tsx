// The premium template (and white label): a cover in the brand colour, then the content pages with a
// running header, and the acceptance record when the client accepted online; "Página N de M" at the
// foot of every page.
import { Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { AcceptancePage } from './acceptance-page';
import { Footer, Intro, Parties, ProposalContent, RunningHeader } from './blocks';
import type { Accent } from './colors';
import { INK, MUTED, RULE } from './colors';
import { type PdfContext, professionalDisplayName } from './context';
import { PDF_FONT_FAMILY } from './fonts';
import { MARGIN } from './theme';

const COVER_MARGIN = MARGIN;

/** Titles run up to 200 characters: long ones get a smaller size so the cover keeps its shape. */
function coverTitleSize(title: string): number {
  return title.length > 120 ? 22 : title.length > 70 ? 26 : 30;
}

function coverStyles(accent: Accent) {
  return StyleSheet.create({
    page: { fontFamily: PDF_FONT_FAMILY, fontSize: 9.5, color: MUTED },
    band: {
      backgroundColor: accent.fill,
      minHeight: 440,
      paddingHorizontal: COVER_MARGIN,
      paddingTop: COVER_MARGIN,
      paddingBottom: 44,
      justifyContent: 'space-between',
    },
    logoBox: { alignSelf: 'flex-start', backgroundColor: '#ffffff', borderRadius: 8, padding: 10 },
    logo: { maxWidth: 150, maxHeight: 56, objectFit: 'contain' },
    brand: { fontSize: 13, fontWeight: 700, color: accent.onFill },
    kind: { fontSize: 9, fontWeight: 600, letterSpacing: 0.8, textTransform: 'uppercase', color: accent.onFill, opacity: 0.8 },
    title: { fontWeight: 700, lineHeight: 1.15, color: accent.onFill, marginTop: 10 },
    body: { paddingHorizontal: COVER_MARGIN, paddingTop: 40, fontSize: 9.5, lineHeight: 1.45 },
    columns: { flexDirection: 'row' },
    column: { flex: 1, paddingRight: 16 },
    name: { fontSize: 14, fontWeight: 700, lineHeight: 1.25, color: INK, marginBottom: 3 },
    rule: { height: 0.75, backgroundColor: RULE, marginVertical: 28 },
    figureValue: { fontSize: 12, fontWeight: 600, color: INK },
    total: { fontSize: 18, fontWeight: 700, color: accent.text },
  });
}

function Cover({ ctx }: { ctx: PdfContext }) {
  const { model, f, s, logo } = ctx;
  const c = coverStyles(ctx.accent);
  const p = model.professional;
  const name = professionalDisplayName(model);
  return (
    <Page size="A4" style={c.page}>
      <View style={c.band}>
        {logo ? (
          <View style={c.logoBox}>
            <Image src={logo} style={c.logo} />
          </View>
        ) : (
          <Text style={c.brand}>{p.companyName?.trim() || name}</Text>
        )}
        <View>
          <Text style={c.kind}>{f.t('documentTitle')}</Text>
          <Text style={[c.title, { fontSize: coverTitleSize(model.title) }]}>{model.title}</Text>
        </View>
      </View>
      <View style={c.body}>
        <View style={c.columns}>
          <View style={c.column}>
            <Text style={s.label}>{f.t('preparedFor')}</Text>
            <Text style={c.name}>{model.client.name}</Text>
            {model.client.email ? <Text>{model.client.email}</Text> : null}
            {model.client.phone ? <Text>{model.client.phone}</Text> : null}
          </View>
          <View style={c.column}>
            <Text style={s.label}>{f.t('preparedBy')}</Text>
            {name ? <Text style={c.name}>{name}</Text> : null}
            {p.profession?.trim() ? <Text>{p.profession.trim()}</Text> : null}
            {p.companyName?.trim() && p.companyName.trim() !== name ? <Text>{p.companyName.trim()}</Text> : null}
          </View>
        </View>
        <View style={c.rule} />
        <View style={c.columns}>
          <View style={c.column}>
            <Text style={s.label}>{f.t('issuedOn')}</Text>
            <Text style={c.figureValue}>{f.instant(model.issuedAt)}</Text>
          </View>
          <View style={c.column}>
            <Text style={s.label}>{f.t('validUntil')}</Text>
            <Text style={c.figureValue}>{f.calendarDate(model.validUntil)}</Text>
          </View>
          <View style={c.column}>
            <Text style={s.label}>{f.t('total')}</Text>
            <Text style={c.total}>{f.money(model.totalCents)}</Text>
          </View>
        </View>
      </View>
      <Footer ctx={ctx} />
    </Page>
  );
}

export function PremiumPages({ ctx }: { ctx: PdfContext }) {
  const { s } = ctx;
  return (
    <>
      <Cover ctx={ctx} />
      <Page size="A4" style={s.page}>
        <RunningHeader ctx={ctx} />
        <View style={s.body}>
          <Parties ctx={ctx} />
          <Intro ctx={ctx} />
          <ProposalContent ctx={ctx} />
        </View>
        <Footer ctx={ctx} />
      </Page>
      <AcceptancePage ctx={ctx} />
    </>
  );
}
