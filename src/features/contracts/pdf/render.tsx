// The contract as an A4 PDF, with the proposals' PDF stack (react-pdf, Inter, the plan's look):
// the basic template (Junior) in Valora's indigo, premium and white label in the brand colour with
// a running bar. Title, parties, numbered clauses, the signature block, then the evidence page
// (signatures and the event trail); every page ends with the content hash and "página X de Y".
// A version not signed by both parties carries a "MINUTA" mark on every page.
import type { ReactNode } from 'react';
import { setImmediate as nextMacrotask } from 'node:timers/promises';
import { Document, Image, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { accentFor, INK, MUTED, RULE, SUBTLE, SURFACE, VALORA_INDIGO, type Accent } from '@/features/proposals/pdf/colors';
import { registerPdfFonts } from '@/features/proposals/pdf/fonts';
import { logoSource, type PdfImageSource } from '@/features/proposals/pdf/logo';
import { MONO_FONT_FAMILY, monoChunks, monoLineCapacity, monoWrap } from '@/features/proposals/pdf/mono-text';
import { A4_WIDTH, MARGIN, stylesFor, type PdfStyles } from '@/features/proposals/pdf/theme';
import { plainParagraph } from '@/lib/contracts/merge-fields';
import { brasiliaDateTime, clauseTitle, paragraphBlock, printedDocument } from './layout';
import type { ContractPdfEdition, ContractPdfModel, ContractPdfSignature } from './model';
import { type ContractPdfTexts, contractPdfTexts } from './texts';

type Ctx = {
  model: ContractPdfModel;
  t: ContractPdfTexts;
  s: PdfStyles;
  c: ReturnType<typeof contractStyles>;
  accent: Accent;
  premium: boolean;
  logo: PdfImageSource | null;
};

const LABEL_WIDTH = 130;
const MONO_SIZE = 7.5;
const VALUE_WIDTH = A4_WIDTH - 2 * MARGIN - LABEL_WIDTH - 1;

function contractStyles(accent: Accent) {
  return StyleSheet.create({
    draftMark: {
      position: 'absolute',
      top: 360,
      left: 0,
      right: 0,
      textAlign: 'center',
      fontSize: 80,
      fontWeight: 700,
      color: '#e4e4e7',
      opacity: 0.55,
      transform: 'rotate(-35deg)',
    },
    draftNotice: {
      marginTop: 12,
      padding: 8,
      borderRadius: 4,
      backgroundColor: '#fef3c7',
      color: '#78350f',
      fontSize: 8.5,
    },
    title: { fontSize: 17, fontWeight: 700, lineHeight: 1.25, marginTop: 20, color: INK },
    partyLine: { color: MUTED, fontSize: 8.5 },
    clause: { marginTop: 14 },
    clauseHeading: { fontSize: 10, fontWeight: 700, color: accent.text, marginBottom: 4 },
    paragraph: { marginBottom: 5, textAlign: 'justify' },
    listItem: { flexDirection: 'row', marginBottom: 3, paddingLeft: 6 },
    bullet: { width: 10, color: accent.text },
    listText: { flex: 1 },
    signatureBox: { flex: 1, paddingTop: 34 },
    signatureLine: { borderTopWidth: 0.75, borderTopColor: SUBTLE, paddingTop: 5 },
    signatureName: { fontWeight: 600, fontSize: 9.5 },
    signatureMeta: { fontSize: 8, color: MUTED },
    signedNote: { fontSize: 8, color: accent.text, marginTop: 3 },
    pendingNote: { fontSize: 8, color: SUBTLE, marginTop: 3 },
    row: { flexDirection: 'row', paddingVertical: 4, borderBottomWidth: 0.5, borderBottomColor: RULE },
    rowLabel: { width: LABEL_WIDTH, paddingRight: 10, fontSize: 8, color: MUTED },
    rowValue: { flex: 1, fontSize: 8.5 },
    mono: { fontFamily: MONO_FONT_FAMILY, fontSize: MONO_SIZE, lineHeight: 1.3 },
    signatureCard: { marginTop: 14, padding: 10, backgroundColor: SURFACE, borderRadius: 4 },
    cardTitle: { fontWeight: 700, fontSize: 9.5, marginBottom: 4 },
    intro: { color: MUTED, marginTop: 6 },
    event: { flexDirection: 'row', paddingVertical: 3, borderBottomWidth: 0.5, borderBottomColor: RULE, fontSize: 8 },
    eventTime: { width: 120, color: MUTED },
    eventKind: { flex: 1 },
    eventIp: { width: 110, textAlign: 'right', color: MUTED, fontFamily: MONO_FONT_FAMILY, fontSize: 7 },
    footerHash: { fontFamily: MONO_FONT_FAMILY, fontSize: 6.5 },
    band: { backgroundColor: accent.tint, borderRadius: 6, padding: 14, marginTop: 6 },
  });
}

function Footer({ ctx }: { ctx: Ctx }) {
  const { s, c, t, model } = ctx;
  return (
    <View style={s.footer} fixed>
      <Text style={c.footerHash}>{`${t.footerHash} ${model.contentSha256}`}</Text>
      <Text render={({ pageNumber, totalPages }) => t.page(pageNumber, totalPages)} />
    </View>
  );
}

function DraftMark({ ctx }: { ctx: Ctx }) {
  return ctx.model.signed ? null : (
    <Text style={ctx.c.draftMark} fixed>
      {ctx.t.draftMark}
    </Text>
  );
}

function RunningBar({ ctx }: { ctx: Ctx }) {
  const { s, model } = ctx;
  if (!ctx.premium) return null;
  return (
    <>
      <View style={s.runningBar} fixed />
      <View style={s.runningHeader} fixed>
        <Text>{model.brand.name ?? ''}</Text>
        <Text style={s.runningTitle}>{model.title}</Text>
      </View>
    </>
  );
}

function ContractPage({ ctx, children }: { ctx: Ctx; children: ReactNode }) {
  return (
    <Page size="A4" style={ctx.s.page}>
      <DraftMark ctx={ctx} />
      <RunningBar ctx={ctx} />
      <View style={ctx.s.body}>{children}</View>
      <Footer ctx={ctx} />
    </Page>
  );
}

function Letterhead({ ctx }: { ctx: Ctx }) {
  const { s, t, model, logo } = ctx;
  return (
    <View wrap={false}>
      <View style={s.header}>
        <View style={s.headerIdentity}>
          {logo ? <Image src={logo} style={s.logo} /> : null}
          {model.brand.name ? <Text style={s.professionalName}>{model.brand.name}</Text> : null}
        </View>
        <View style={s.headerMeta}>
          <Text style={s.documentKind}>{t.documentKind}</Text>
        </View>
      </View>
      <View style={s.headerRule} />
    </View>
  );
}

function PartyBlock({ ctx, label, party }: { ctx: Ctx; label: string; party: ContractPdfModel['client'] }) {
  const { s, c, t } = ctx;
  return (
    <View style={s.party}>
      <Text style={s.label}>{label}</Text>
      <Text style={s.partyName}>{party.name || '________'}</Text>
      {party.document ? <Text style={c.partyLine}>{`${t.document}: ${printedDocument(party.document)}`}</Text> : null}
      {party.address ? <Text style={c.partyLine}>{`${t.address}: ${party.address}`}</Text> : null}
      {party.email ? <Text style={c.partyLine}>{`${t.email}: ${party.email}`}</Text> : null}
    </View>
  );
}

function Heading({ ctx }: { ctx: Ctx }) {
  const { s, c, t, model } = ctx;
  const parties = (
    <View style={[s.parties, { marginTop: 16 }]}>
      <PartyBlock ctx={ctx} label={t.professional} party={model.professional} />
      <View style={s.partyGap} />
      <PartyBlock ctx={ctx} label={t.client} party={model.client} />
    </View>
  );
  return (
    <>
      {ctx.premium ? (
        <View style={c.band}>
          <Text style={s.documentKind}>{t.documentKind}</Text>
          <Text style={[c.title, { marginTop: 6, color: ctx.accent.text }]}>{model.title}</Text>
        </View>
      ) : (
        <>
          <Letterhead ctx={ctx} />
          <Text style={c.title}>{model.title}</Text>
        </>
      )}
      {model.signed ? null : <Text style={c.draftNotice}>{t.draftNotice}</Text>}
      {parties}
    </>
  );
}

/**
 * "1.ª" with a word joiner (U+2060, invisible) between the period and the ordinal: shaped together,
 * Inter's contextual alternates draw the period as a glyph that copies out of the PDF as "$".
 */
const ordinalSafe = (text: string) => text.replace('.ª', '.\u2060ª');

function Block({ ctx, paragraph }: { ctx: Ctx; paragraph: string }) {
  const { c, model } = ctx;
  const block = paragraphBlock(paragraph, model.values);
  return block.kind === 'text' ? (
    <Text style={c.paragraph}>{block.text}</Text>
  ) : (
    <View style={{ marginBottom: 5 }}>
      {block.items.map((item, k) => (
        <View key={k} style={c.listItem} wrap={false}>
          <Text style={c.bullet}>•</Text>
          <Text style={c.listText}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

function Clauses({ ctx }: { ctx: Ctx }) {
  const { c, model } = ctx;
  return (
    <View style={{ marginTop: 10 }}>
      {model.clauses.map((clause, i) => {
        const [first, ...rest] = clause.paragraphs;
        return (
          <View key={i} style={c.clause}>
            {/* The heading never ends a page alone: it moves with the clause's first paragraph. */}
            <View wrap={false}>
              <Text style={c.clauseHeading}>
                {ordinalSafe(clauseTitle(model.language, i + 1, plainParagraph(clause.heading, model.values)))}
              </Text>
              {clause.paragraphs.length > 0 ? <Block ctx={ctx} paragraph={first} /> : null}
            </View>
            {rest.map((paragraph, j) => (
              <Block key={j} ctx={ctx} paragraph={paragraph} />
            ))}
          </View>
        );
      })}
    </View>
  );
}

const signatureOf = (model: ContractPdfModel, role: ContractPdfSignature['role']) =>
  model.signatures.find((sig) => sig.role === role) ?? null;

function SignatureBlock({ ctx }: { ctx: Ctx }) {
  const { s, c, t, model } = ctx;
  const box = (role: ContractPdfSignature['role'], party: ContractPdfModel['client']) => {
    const sig = signatureOf(model, role);
    const name = sig?.name || party.name;
    const document = sig?.document || party.document;
    return (
      <View style={c.signatureBox}>
        <View style={c.signatureLine}>
          <Text style={c.signatureName}>{name || '________'}</Text>
          <Text style={c.signatureMeta}>{t.roles[role]}</Text>
          {document ? <Text style={c.signatureMeta}>{`${t.document}: ${printedDocument(document)}`}</Text> : null}
          {sig ? (
            <Text style={c.signedNote}>{t.signedAt(brasiliaDateTime(sig.signedAt, model.language))}</Text>
          ) : (
            <Text style={c.pendingNote}>{`________________  ${t.notSigned}`}</Text>
          )}
        </View>
      </View>
    );
  };
  return (
    <View style={s.section} wrap={false}>
      <Text style={s.sectionLabel}>{t.signatures}</Text>
      <View style={{ flexDirection: 'row' }}>
        {box('professional', model.professional)}
        <View style={s.signatureGap} />
        {box('client', model.client)}
      </View>
    </View>
  );
}

function Row({ ctx, label, children }: { ctx: Ctx; label: string; children: ReactNode }) {
  return (
    <View style={ctx.c.row} wrap={false}>
      <Text style={ctx.c.rowLabel}>{label}</Text>
      <View style={ctx.c.rowValue}>{children}</View>
    </View>
  );
}

function Mono({ ctx, lines }: { ctx: Ctx; lines: string[] }) {
  return (
    <View>
      {lines.map((line, i) => (
        <Text key={i} style={ctx.c.mono}>
          {line}
        </Text>
      ))}
    </View>
  );
}

/** The event's name in the contract's language; a kind this table does not know prints as stored. */
function eventLabel(t: ContractPdfTexts, kind: string): string {
  return Object.hasOwn(t.events, kind) ? t.events[kind as keyof ContractPdfTexts['events']] : kind;
}

function EvidencePage({ ctx }: { ctx: Ctx }) {
  const { s, c, t, model } = ctx;
  const perLine = monoLineCapacity(VALUE_WIDTH - 20, MONO_SIZE);
  const none = <Text style={s.muted}>—</Text>;
  return (
    <ContractPage ctx={ctx}>
      <Text style={[c.title, { marginTop: 0 }]}>{t.evidenceTitle}</Text>
      <Text style={c.intro}>{t.evidenceIntro}</Text>
      <Text style={c.intro}>{t.verifyAt(model.verifyUrl)}</Text>
      <View style={{ marginTop: 12 }}>
        <Row ctx={ctx} label={t.contractId}>
          <Mono ctx={ctx} lines={[model.contractId]} />
        </Row>
        <Row ctx={ctx} label={t.version}>
          <Text>{String(model.version)}</Text>
        </Row>
        <Row ctx={ctx} label={t.contentHash}>
          <Mono ctx={ctx} lines={monoChunks(model.contentSha256, perLine)} />
        </Row>
      </View>
      {model.signatures.length === 0 ? <Text style={[c.intro, { marginTop: 14 }]}>{t.noSignatures}</Text> : null}
      {model.signatures.map((sig, i) => (
        <View key={i} style={c.signatureCard} wrap={false}>
          <Text style={c.cardTitle}>{`${t.roles[sig.role]}: ${sig.name}`}</Text>
          <Row ctx={ctx} label={t.document}>
            <Text>{printedDocument(sig.document)}</Text>
          </Row>
          <Row ctx={ctx} label={t.email}>
            <Text>{`${sig.email} (${t.emailVerified}: ${sig.emailVerified ? t.yes : t.no})`}</Text>
          </Row>
          <Row ctx={ctx} label={t.time}>
            <Text>{brasiliaDateTime(sig.signedAt, model.language)}</Text>
          </Row>
          <Row ctx={ctx} label={t.ip}>
            {sig.ip?.trim() ? <Mono ctx={ctx} lines={monoWrap(sig.ip, perLine)} /> : none}
          </Row>
          <Row ctx={ctx} label={t.userAgent}>
            {sig.userAgent?.trim() ? <Mono ctx={ctx} lines={monoWrap(sig.userAgent, perLine)} /> : none}
          </Row>
          <Row ctx={ctx} label={t.hash}>
            <Mono ctx={ctx} lines={monoChunks(sig.contentSha256, perLine)} />
          </Row>
        </View>
      ))}
      <View style={s.section}>
        <Text style={s.sectionLabel} minPresenceAhead={30}>
          {t.trail}
        </Text>
        {model.events.map((event, i) => (
          <View key={i} style={c.event} wrap={false}>
            <Text style={c.eventTime}>{brasiliaDateTime(event.at, model.language)}</Text>
            <Text style={c.eventKind}>{eventLabel(t, event.kind)}</Text>
            <Text style={c.eventIp}>{event.ip ?? ''}</Text>
          </View>
        ))}
      </View>
    </ContractPage>
  );
}

function ContractDocument({ ctx, edition }: { ctx: Ctx; edition: ContractPdfEdition }) {
  const { model } = ctx;
  const author = model.brand.name ?? (model.professional.name || undefined);
  // White label: the file names its maker, never Valora.
  const maker = edition === 'white_label' ? (author ?? model.title) : 'Valora';
  return (
    <Document title={model.title} author={author} creator={maker} producer={maker} language={model.language}>
      <ContractPage ctx={ctx}>
        <Heading ctx={ctx} />
        <Clauses ctx={ctx} />
        <SignatureBlock ctx={ctx} />
      </ContractPage>
      <EvidencePage ctx={ctx} />
    </Document>
  );
}

/** The contract as an A4 PDF with selectable text, in the edition of the owner's plan. */
export async function renderContractPdf(model: ContractPdfModel, options: { edition: ContractPdfEdition }): Promise<Buffer> {
  registerPdfFonts();
  const premium = options.edition !== 'basic';
  const accent = accentFor(premium ? model.brand.brandColor : VALORA_INDIGO);
  const ctx: Ctx = {
    model,
    t: contractPdfTexts(model.language),
    s: stylesFor(premium ? 'premium' : 'basic', accent),
    c: contractStyles(accent),
    accent,
    premium,
    logo: logoSource(model.brand.logo),
  };
  const pdf = await renderToBuffer(<ContractDocument ctx={ctx} edition={options.edition} />);
  await nextMacrotask();
  return pdf;
}

/** "Contrato: Site — João" -> "contrato-site-joao.pdf" (the proposals' slug rules). */
export { proposalPdfFileName as contractPdfFileName } from '@/features/proposals/pdf/render';
