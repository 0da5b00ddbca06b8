// The two looks of one document: the same style keys, the basic template quiet with Valora's indigo,
// the premium one in the brand colour with filled bands and larger type.
import { StyleSheet } from '@react-pdf/renderer';
import { type Accent, INK, MUTED, RULE, SUBTLE, SURFACE } from './colors';
import { PDF_FONT_FAMILY } from './fonts';

export type PdfVariant = 'basic' | 'premium';

/** Page margins in points (A4 is 595.28 x 841.89). */
export const MARGIN = 48;
/** An A4 page's width in points: the room for a line is this less both margins. */
export const A4_WIDTH = 595.28;

function buildStyles(variant: PdfVariant, accent: Accent) {
  const premium = variant === 'premium';
  return StyleSheet.create({
    // No lineHeight on the page: react-pdf 4.9 resolves an inherited lineHeight twice when it lays
    // out the page-number text again for each page, and the footer then vanishes. The body sets it,
    // with its own fontSize (a unitless lineHeight is multiplied by the element's own font size).
    page: {
      fontFamily: PDF_FONT_FAMILY,
      fontSize: 9.5,
      color: INK,
      paddingTop: premium ? 64 : MARGIN,
      paddingBottom: 64,
      paddingHorizontal: MARGIN,
    },
    body: { fontSize: 9.5, lineHeight: 1.45 },
    // Shared small caps label above each section.
    label: { fontSize: 7, fontWeight: 600, letterSpacing: 0.4, textTransform: 'uppercase', color: SUBTLE, marginBottom: 4 },
    muted: { color: MUTED },
    strong: { fontWeight: 600 },
    section: { marginTop: 22 },
    sectionLabel: {
      fontSize: 8,
      fontWeight: 700,
      letterSpacing: 0.4,
      textTransform: 'uppercase',
      color: accent.text,
      marginBottom: 8,
    },

    // Header of the basic template (first page).
    header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start' },
    headerIdentity: { flexDirection: 'row', alignItems: 'center', maxWidth: 300 },
    logo: { maxWidth: 120, maxHeight: 48, objectFit: 'contain', marginRight: 12 },
    professionalName: { fontSize: 15, fontWeight: 700, lineHeight: 1.2 },
    headerMeta: { alignItems: 'flex-end' },
    documentKind: { fontSize: 8, fontWeight: 700, letterSpacing: 0.5, textTransform: 'uppercase', color: accent.text },
    headerRule: { height: 2, backgroundColor: accent.fill, marginTop: 16 },

    // Running header of the premium content pages.
    runningBar: { position: 'absolute', top: 0, left: 0, right: 0, height: 6, backgroundColor: accent.fill },
    runningHeader: {
      position: 'absolute',
      top: 24,
      left: MARGIN,
      right: MARGIN,
      flexDirection: 'row',
      justifyContent: 'space-between',
      fontSize: 7.5,
      color: SUBTLE,
    },

    runningTitle: { maxWidth: 300, textAlign: 'right', maxLines: 1, textOverflow: 'ellipsis' },

    // Professional, contact and client side by side.
    parties: { flexDirection: 'row', marginTop: premium ? 0 : 22 },
    party: {
      flex: 1,
      ...(premium ? { backgroundColor: SURFACE, borderRadius: 6, padding: 12 } : { paddingRight: 16 }),
    },
    partyGap: { width: premium ? 10 : 0 },
    partyName: { fontSize: 11, fontWeight: 600, marginBottom: 2 },

    title: { fontSize: premium ? 20 : 17, fontWeight: 700, lineHeight: 1.25, marginTop: 26, color: premium ? accent.text : INK },
    dates: { flexDirection: 'row', marginTop: 6, fontSize: 8.5, color: MUTED },
    dateSeparator: { marginHorizontal: 6, color: RULE },
    description: { marginTop: 10, color: MUTED, fontSize: 10 },

    // The services table; the numeric columns have fixed widths and align right.
    tableHead: {
      flexDirection: 'row',
      paddingVertical: 6,
      paddingHorizontal: 8,
      ...(premium ? { backgroundColor: accent.fill, borderRadius: 4 } : { backgroundColor: SURFACE }),
    },
    tableHeadText: {
      fontSize: 7.5,
      fontWeight: 600,
      letterSpacing: 0.4,
      textTransform: 'uppercase',
      color: premium ? accent.onFill : MUTED,
    },
    row: { flexDirection: 'row', paddingVertical: 7, paddingHorizontal: 8, borderBottomWidth: 0.75, borderBottomColor: RULE },
    rowAlt: premium ? { backgroundColor: accent.tint } : {},
    colService: { flex: 1, paddingRight: 12 },
    // A line's deliverables under its name: smaller and muted, one bullet per item when there are several.
    deliverable: { marginTop: 2, fontSize: 8.5, lineHeight: 1.4, color: MUTED },
    deliverableItem: { flexDirection: 'row', marginTop: 2, fontSize: 8.5, lineHeight: 1.4, color: MUTED },
    deliverableBullet: { width: 9, color: accent.text },
    deliverableText: { flex: 1 },
    colHours: { width: 64, textAlign: 'right' },
    colPrice: { width: 96, textAlign: 'right' },
    totalRow: {
      flexDirection: 'row',
      alignItems: 'center',
      marginTop: premium ? 8 : 0,
      paddingVertical: 9,
      paddingHorizontal: 8,
      ...(premium ? { backgroundColor: accent.tintStrong, borderRadius: 4 } : { borderTopWidth: 1.5, borderTopColor: INK }),
    },
    totalLabel: { fontWeight: 700, fontSize: 10.5 },
    // The total may be far wider than a line's price: it takes the room it needs from the label. The
    // box holds the column's width and right-aligns the text (a Text's own minWidth leaves it left-aligned).
    totalValueBox: { minWidth: 96, paddingLeft: 12, alignItems: 'flex-end' },
    totalValue: {
      textAlign: 'right',
      fontWeight: 700,
      fontSize: premium ? 13 : 12,
      color: accent.text,
    },

    terms: { borderLeftWidth: 2.5, borderLeftColor: accent.fill, paddingLeft: 10, paddingVertical: 2 },

    // Signatures.
    signatures: { flexDirection: 'row', marginTop: 30 },
    signature: { flex: 1, borderTopWidth: 0.75, borderTopColor: SUBTLE, paddingTop: 5, fontSize: 8, color: MUTED },
    signatureGap: { width: 40 },

    footer: {
      position: 'absolute',
      bottom: 28,
      left: MARGIN,
      right: MARGIN,
      flexDirection: 'row',
      justifyContent: 'space-between',
      fontSize: 7.5,
      color: SUBTLE,
      borderTopWidth: 0.5,
      borderTopColor: RULE,
      paddingTop: 8,
    },
  });
}

export type PdfStyles = ReturnType<typeof buildStyles>;

const cache = new Map<string, PdfStyles>();

/** Styles per look and accent, built once: a proposal service renders many documents a day. */
export function stylesFor(variant: PdfVariant, accent: Accent): PdfStyles {
  const key = `${variant}:${accent.fill}`;
  let styles = cache.get(key);
  if (!styles) {
    styles = buildStyles(variant, accent);
    if (cache.size > 200) cache.clear(); // brand colours are per user; keep the cache bounded
    cache.set(key, styles);
  }
  return styles;
}
