// The last page of an accepted proposal: who accepted it, when, from where, and the hash of exactly
// what they accepted (the electronic signature record), then the Pix deposit when one is asked.
// Every edition ends with it; premium and white label keep their running header and page numbers.
import type { ReactNode } from 'react';
import { Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { Footer, RunningHeader } from './blocks';
import { INK, MUTED, RULE } from './colors';
import type { PdfContext } from './context';
import type { ProposalAcceptanceRecord } from './model';
import { MONO_FONT_FAMILY, monoChunks, monoLineCapacity, monoWrap } from './mono-text';
import { PixDeposit, PixInstalments } from './pix-deposit';
import { A4_WIDTH, MARGIN } from './theme';

const LABEL_WIDTH = 150;
const MONO_SIZE = 8;
/** Room for a value beside its label; a point spare so a full Courier line never touches the edge. */
const VALUE_WIDTH = A4_WIDTH - 2 * MARGIN - LABEL_WIDTH - 1;
/** After the first digits of the CPF or CNPJ, the rest is never shown. */
const MASK = '•••';

const a = StyleSheet.create({
  subject: { marginTop: 4, color: MUTED, fontSize: 10 },
  table: { marginTop: 18, borderTopWidth: 0.75, borderTopColor: RULE },
  row: { flexDirection: 'row', paddingVertical: 6, borderBottomWidth: 0.75, borderBottomColor: RULE },
  // The smaller label and the Courier lines are nudged down onto the baseline of a 9.5 pt value.
  rowLabel: { width: LABEL_WIDTH, paddingTop: 1, paddingRight: 12, fontSize: 8.5, color: MUTED },
  rowValue: { flex: 1, color: INK },
  monoLines: { paddingTop: 1.4 },
  mono: { fontFamily: MONO_FONT_FAMILY, fontSize: MONO_SIZE, lineHeight: 1.35 },
  legal: { color: MUTED },
  legalNote: { color: MUTED, marginTop: 6 },
});

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View style={a.row} wrap={false}>
      <Text style={a.rowLabel}>{label}</Text>
      <View style={a.rowValue}>{children}</View>
    </View>
  );
}

/** A code set in Courier, one Text per line, cut to the value column. */
function MonoLines({ lines }: { lines: string[] }) {
  return (
    <View style={a.monoLines}>
      {lines.map((line, i) => (
        <Text key={i} style={a.mono}>
          {line}
        </Text>
      ))}
    </View>
  );
}

function RecordTable({ ctx, record }: { ctx: PdfContext; record: ProposalAcceptanceRecord }) {
  const { f, s } = ctx;
  const perLine = monoLineCapacity(VALUE_WIDTH, MONO_SIZE);
  const none = <Text style={s.muted}>{f.t('acceptancePage.notRecorded')}</Text>;
  const digits = record.documentDigits.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  return (
    <View style={a.table}>
      <Row label={f.t('acceptancePage.signer')}>
        <Text style={s.strong}>{record.signerName}</Text>
      </Row>
      <Row label={f.t('acceptancePage.document')}>{digits ? <Text>{`${digits}${MASK}`}</Text> : none}</Row>
      <Row label={f.t('acceptancePage.acceptedAt')}>
        <Text>
          {f.t('acceptancePage.acceptedAtValue', { date: f.instant(record.acceptedAt), time: f.time(record.acceptedAt) })}
        </Text>
      </Row>
      <Row label={f.t('acceptancePage.ip')}>{record.ip?.trim() ? <MonoLines lines={monoWrap(record.ip, perLine)} /> : none}</Row>
      <Row label={f.t('acceptancePage.userAgent')}>
        {record.userAgent?.trim() ? <MonoLines lines={monoWrap(record.userAgent, perLine)} /> : none}
      </Row>
      <Row label={f.t('acceptancePage.version')}>
        <Text>{String(record.version)}</Text>
      </Row>
      <Row label={f.t('acceptancePage.hash')}>
        <MonoLines lines={monoChunks(record.contentSha256, perLine)} />
      </Row>
    </View>
  );
}

/** Ends every edition when the client accepted the proposal online; nothing otherwise. */
export function AcceptancePage({ ctx }: { ctx: PdfContext }) {
  const { model, f, s } = ctx;
  const record = model.acceptance;
  if (!record) return null;
  const premium = ctx.variant === 'premium';
  return (
    <Page size="A4" style={s.page}>
      {premium ? <RunningHeader ctx={ctx} /> : null}
      <View style={s.body}>
        <Text style={[s.title, { marginTop: 0 }]}>{f.t('acceptancePage.title')}</Text>
        <Text style={a.subject}>{f.t('acceptancePage.subject', { title: model.title })}</Text>
        <RecordTable ctx={ctx} record={record} />
        <View style={s.section} wrap={false}>
          <Text style={s.sectionLabel}>{f.t('acceptancePage.legalBasis')}</Text>
          <View style={s.terms}>
            <Text style={a.legal}>{f.t('acceptancePage.legalText')}</Text>
            <Text style={a.legalNote}>{f.t('acceptancePage.hashText')}</Text>
          </View>
        </View>
        {model.pix ? <PixDeposit ctx={ctx} pix={model.pix} /> : null}
        {model.instalments?.length ? <PixInstalments ctx={ctx} instalments={model.instalments} /> : null}
      </View>
      <Footer ctx={ctx} />
    </Page>
  );
}
