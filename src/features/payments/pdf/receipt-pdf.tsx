// The recibo de prestação de serviços as an A4 PDF (react-pdf, the proposals' Inter fonts): number,
// amount in figures and in words (in the receipt's language), payer and payee with CPF/CNPJ, what it
// refers to, date and place, and the freelancer's signature line. Rendered on the server only.
import { setImmediate as nextMacrotask } from 'node:timers/promises';
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { createTranslator } from 'next-intl';
import { INK, MUTED, RULE, VALORA_INDIGO } from '@/features/proposals/pdf/colors';
import { PDF_FONT_FAMILY, registerPdfFonts } from '@/features/proposals/pdf/fonts';
import { catalogues } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { formatCpfOrCnpj, taxIdKind } from '@/lib/br-documents';
import { formatBRL } from '@/lib/money';
import { amountInWords } from '@/lib/payments/amount-in-words';
import { calendarDayAsDate } from '@/lib/proposals';
import { TIME_ZONE } from '@/lib/time-zone';
import type { Receipt } from '../queries';

const s = StyleSheet.create({
  page: { fontFamily: PDF_FONT_FAMILY, fontSize: 10.5, color: INK, padding: 56, lineHeight: 1.5 },
  header: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    borderBottomWidth: 2,
    borderBottomColor: VALORA_INDIGO,
    paddingBottom: 10,
  },
  title: { fontSize: 18, fontWeight: 700, lineHeight: 1.25 },
  number: { fontSize: 11, fontWeight: 600, color: MUTED },
  amountBox: { marginTop: 22, padding: 12, borderWidth: 1, borderColor: RULE, borderRadius: 4 },
  // An explicit line height: the page's would be computed for its 10.5 pt text and the words overlap.
  amount: { fontSize: 20, fontWeight: 700, lineHeight: 1.25 },
  words: { color: MUTED, marginTop: 2 },
  body: { marginTop: 22, textAlign: 'justify' },
  label: { fontWeight: 600 },
  parties: { marginTop: 22, flexDirection: 'row', gap: 16 },
  party: { flex: 1, padding: 10, borderWidth: 1, borderColor: RULE, borderRadius: 4 },
  partyTitle: { fontSize: 8.5, color: MUTED, textTransform: 'uppercase', marginBottom: 2 },
  place: { marginTop: 30 },
  signature: {
    marginTop: 60,
    alignSelf: 'center',
    width: 260,
    borderTopWidth: 1,
    borderTopColor: INK,
    paddingTop: 4,
    textAlign: 'center',
  },
});

/** `reference`: what it refers to in `locale` (receipt-reference.ts); the stored Portuguese text by default. */
export async function renderReceiptPdf(receipt: Receipt, locale: Locale, reference = receipt.reference): Promise<Buffer> {
  registerPdfFonts();
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'payments.receipt' });
  const money = formatBRL(receipt.amountCents, locale);
  const words = amountInWords(receipt.amountCents, locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: TIME_ZONE }).format(
    calendarDayAsDate(receipt.issuedOn),
  );
  const doc = (value: string) => (value ? formatCpfOrCnpj(value) : t('noDocument'));
  // "CPF" or "CNPJ" as the document is; both names when it is missing (or not a Brazilian one).
  const kind = (value: string) => taxIdKind(value) ?? 'CPF/CNPJ';
  const docLine = (value: string) => t('document', { kind: kind(value), document: doc(value) });
  const pdf = await renderToBuffer(
    <Document
      title={t('fileTitle', { number: receipt.number })}
      author={receipt.payeeName}
      creator="Valora"
      producer="Valora"
      language={locale}
    >
      <Page size="A4" style={s.page}>
        <View style={s.header}>
          <Text style={s.title}>{t('title')}</Text>
          <Text style={s.number}>{t('number', { number: receipt.number })}</Text>
        </View>
        <View style={s.amountBox}>
          <Text style={s.amount}>{money}</Text>
          <Text style={s.words}>({words})</Text>
        </View>
        <Text style={s.body}>
          {t('statement', {
            payee: receipt.payeeName,
            payer: receipt.payerName,
            kind: kind(receipt.payerDocument),
            payerDocument: doc(receipt.payerDocument),
            amount: money,
            words,
            reference,
          })}
        </Text>
        <View style={s.parties}>
          <View style={s.party}>
            <Text style={s.partyTitle}>{t('payer')}</Text>
            <Text style={s.label}>{receipt.payerName}</Text>
            <Text>{docLine(receipt.payerDocument)}</Text>
          </View>
          <View style={s.party}>
            <Text style={s.partyTitle}>{t('payee')}</Text>
            <Text style={s.label}>{receipt.payeeName}</Text>
            <Text>{docLine(receipt.payeeDocument)}</Text>
          </View>
        </View>
        <Text style={s.place}>{receipt.place ? t('placeAndDate', { place: receipt.place, date }) : date}</Text>
        <View style={s.signature}>
          <Text style={s.label}>{receipt.payeeName}</Text>
          <Text>{docLine(receipt.payeeDocument)}</Text>
        </View>
      </Page>
    </Document>,
  );
  await nextMacrotask();
  return pdf;
}

export const receiptFileName = (number: number) => `recibo-${String(number).padStart(4, '0')}.pdf`;
