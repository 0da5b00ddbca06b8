// The deposit by Pix on the acceptance page: the QR code (drawn from the same path as the web page's),
// the amount, who receives it, and the full "copia e cola" payload as text that can be copied: on ONE
// line across the section (a code cut into lines is copied with line breaks, which banking apps refuse).
import { Path, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import { qrSvgPath } from '@/lib/qr';
import { INK, RULE, SURFACE } from './colors';
import type { PdfContext } from './context';
import type { ProposalInstalmentPix, ProposalPix } from './model';
import { MONO_FONT_FAMILY, monoChunks, monoLineCapacity } from './mono-text';
import { A4_WIDTH, MARGIN } from './theme';

/** The printed code, quiet zone included: about 4 cm, well above what phone cameras need. */
const QR_SIZE = 120;
const GAP = 20;
const MONO_SIZE = 8;
const DETAILS_WIDTH = A4_WIDTH - 2 * MARGIN - QR_SIZE - 2 * 0.75 - GAP - 1;
const CODE_PADDING = 8;
/** The payload's line: the section's width less the box's padding, with 2 points to spare. */
const CODE_WIDTH = A4_WIDTH - 2 * MARGIN - 2 * CODE_PADDING - 2;

/**
 * The Courier size that keeps the whole payload on one line: 8 pt when it fits, smaller for a long
 * payload (a BR Code runs up to about 200 characters: 4 pt at worst, still sharp in print and on screen).
 */
export function pixCodeFontSize(payload: string): number {
  const fit = Math.floor((CODE_WIDTH / (0.6 * Math.max(payload.length, 1))) * 10) / 10;
  return Math.min(MONO_SIZE, fit);
}

const p = StyleSheet.create({
  row: { flexDirection: 'row', alignItems: 'flex-start' },
  qrBox: { borderWidth: 0.75, borderColor: RULE, borderRadius: 4, marginRight: GAP },
  details: { flex: 1 },
  amount: { fontSize: 13, fontWeight: 700, lineHeight: 1.25, marginBottom: 10 },
  field: { marginBottom: 8 },
  mono: { fontFamily: MONO_FONT_FAMILY, fontSize: MONO_SIZE, lineHeight: 1.35 },
  howTo: { marginTop: 10, fontSize: 8.5 },
  codeBox: {
    marginTop: 12,
    padding: CODE_PADDING,
    borderWidth: 0.75,
    borderColor: RULE,
    borderRadius: 4,
    backgroundColor: SURFACE,
  },
  code: { fontFamily: MONO_FONT_FAMILY, lineHeight: 1.3, color: INK },
});

function PixQr({ payload }: { payload: string }) {
  const { size, d } = qrSvgPath(payload);
  // Black on white whatever the brand colour: banking apps read dark modules on a light ground.
  return (
    <View style={p.qrBox}>
      <Svg width={QR_SIZE} height={QR_SIZE} viewBox={`0 0 ${size} ${size}`}>
        <Rect x={0} y={0} width={size} height={size} fill="#ffffff" />
        <Path d={d} fill="#000000" />
      </Svg>
    </View>
  );
}

export function PixDeposit({ ctx, pix }: { ctx: PdfContext; pix: ProposalPix }) {
  const { f, s, accent } = ctx;
  const perLine = monoLineCapacity(DETAILS_WIDTH, MONO_SIZE);
  return (
    <View style={s.section} wrap={false}>
      <Text style={s.sectionLabel}>{f.t('pixDeposit.title')}</Text>
      <View style={p.row}>
        <PixQr payload={pix.payload} />
        <View style={p.details}>
          <Text style={[p.amount, { color: accent.text }]}>
            {f.t('pixDeposit.amount', { percent: pix.percent, amount: f.money(pix.amountCents) })}
          </Text>
          <View style={p.field}>
            <Text style={s.label}>{f.t('pixDeposit.receiver')}</Text>
            <Text style={s.strong}>{`${pix.receiverName}, ${pix.city}`}</Text>
          </View>
          <View style={p.field}>
            <Text style={s.label}>{f.t('pixDeposit.key')}</Text>
            {monoChunks(pix.key, perLine).map((line, i) => (
              <Text key={i} style={p.mono}>
                {line}
              </Text>
            ))}
          </View>
        </View>
      </View>
      <View style={p.codeBox}>
        <Text style={s.label}>{f.t('pixDeposit.copyPaste')}</Text>
        {/* One Text on one line: selecting it copies exactly the payload, with no line break. */}
        <Text style={[p.code, { fontSize: pixCodeFontSize(pix.payload) }]}>{pix.payload}</Text>
      </View>
      <Text style={[p.howTo, s.muted]}>{f.t('pixDeposit.howTo')}</Text>
    </View>
  );
}

/** The instalments after the deposit, each with its own static Pix (QR code and one-line payload). */
export function PixInstalments({ ctx, instalments }: { ctx: PdfContext; instalments: readonly ProposalInstalmentPix[] }) {
  const { f, s, accent } = ctx;
  if (!instalments.length) return null;
  return (
    <View style={s.section}>
      <Text style={s.sectionLabel}>{f.t('pixInstalments.title')}</Text>
      {instalments.map((part) => (
        <View key={part.number} style={{ marginBottom: 14 }} wrap={false}>
          <View style={p.row}>
            {part.payload ? <PixQr payload={part.payload} /> : null}
            <View style={p.details}>
              <Text style={[p.amount, { color: accent.text }]}>
                {f.t('pixInstalments.amount', { number: part.number, amount: f.money(part.amountCents) })}
              </Text>
              <Text>{f.t('pixInstalments.due', { date: f.calendarDate(part.dueDate) })}</Text>
            </View>
          </View>
          {part.payload ? (
            <View style={p.codeBox}>
              <Text style={s.label}>{f.t('pixDeposit.copyPaste')}</Text>
              <Text style={[p.code, { fontSize: pixCodeFontSize(part.payload) }]}>{part.payload}</Text>
            </View>
          ) : null}
        </View>
      ))}
    </View>
  );
}
