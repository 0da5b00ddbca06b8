// The services table. The header is `fixed` inside the table, so react-pdf repeats it at the top of
// every page the table runs onto; a row never splits (wrap={false}), and the heading needs room for
// a few rows below it (minPresenceAhead) so it never ends a page alone. Each line shows the
// deliverables snapshotted from the service under its name.
import type { ReactNode } from 'react';
import { Text, View } from '@react-pdf/renderer';
import { deliverableItems } from '@/lib/deliverables';
import type { PdfContext } from './context';
import { lineDetailText } from './line-detail';
import type { ProposalPdfModel } from './model';

type Line = ProposalPdfModel['lines'][number];

function Row({ ctx, line, index }: { ctx: PdfContext; line: Line; index: number }) {
  const { f, s } = ctx;
  const items = deliverableItems(line.deliverables);
  const detail = lineDetailText(line.detail, f);
  const price = f.money(line.priceCents);
  return (
    <View style={index % 2 === 1 ? [s.row, s.rowAlt] : s.row} wrap={false}>
      <View style={s.colService}>
        {line.detail?.section && (index === 0 || sectionStarts(ctx, index)) ? (
          <Text style={[s.strong, { marginBottom: 2 }]}>{line.detail.section}</Text>
        ) : null}
        <Text>{line.name}</Text>
        {detail ? <Text style={s.deliverable}>{detail}</Text> : null}
        {items.length === 1 ? <Text style={s.deliverable}>{items[0]}</Text> : null}
        {items.length > 1
          ? items.map((item, i) => (
              <View key={i} style={s.deliverableItem}>
                <Text style={s.deliverableBullet}>•</Text>
                <Text style={s.deliverableText}>{item}</Text>
              </View>
            ))
          : null}
      </View>
      <Text style={[s.colHours, s.muted]}>{f.hours(line.hours)}</Text>
      <Text style={[s.colPrice, s.strong]}>{line.detail?.recurring ? f.t('perMonth', { amount: price }) : price}</Text>
    </View>
  );
}

/** Whether the line at `index` opens a new section (its title differs from the line before). */
function sectionStarts(ctx: PdfContext, index: number): boolean {
  const lines = ctx.model.lines;
  return (lines[index].detail?.section ?? '') !== (lines[index - 1]?.detail?.section ?? '');
}

/** Subtotal and discount before the total, when the total has a discount. */
function DiscountRows({ ctx }: { ctx: PdfContext }) {
  const { model, f, s } = ctx;
  const pricing = model.pricing;
  if (!pricing || pricing.totalDiscountCents <= 0) return null;
  return (
    <>
      <View style={s.row}>
        <Text style={s.colService}>{f.t('subtotal')}</Text>
        <Text style={s.colHours} />
        <Text style={[s.colPrice, s.muted]}>{f.money(pricing.subtotalCents)}</Text>
      </View>
      <View style={s.row}>
        <Text style={s.colService}>{f.t('totalDiscount')}</Text>
        <Text style={s.colHours} />
        <Text style={[s.colPrice, s.muted]}>−{f.money(pricing.totalDiscountCents)}</Text>
      </View>
    </>
  );
}

/** The monthly total, each package's total before an answer, and the client's choice after. */
function PricingNotes({ ctx }: { ctx: PdfContext }) {
  const { model, f, s } = ctx;
  const pricing = model.pricing;
  if (!pricing) return null;
  const notes: string[] = [];
  if (pricing.recurringCents > 0)
    notes.push(`${f.t('monthlyTotal')}: ${f.t('perMonth', { amount: f.money(pricing.recurringCents) })}`);
  if (pricing.choice?.packageName) notes.push(f.t('chosenPackage', { name: pricing.choice.packageName }));
  if (pricing.choice && pricing.choice.optionalNames.length > 0)
    notes.push(`${f.t('optional')} · ${f.t('chosen')}: ${pricing.choice.optionalNames.join(', ')}`);
  for (const p of pricing.packages) notes.push(`${f.t('package', { name: p.name })}: ${f.money(p.totalCents)}`);
  if (notes.length === 0) return null;
  return (
    <View style={{ marginTop: 6 }}>
      {notes.map((note, i) => (
        <Text key={i} style={s.deliverable}>
          {note}
        </Text>
      ))}
    </View>
  );
}

/**
 * `closing` (the signatures, when nothing else follows the table) is kept on one page with the last
 * row and the total: it never starts a page of its own.
 */
export function ServicesTable({ ctx, closing }: { ctx: PdfContext; closing?: ReactNode }) {
  const { model, f, s } = ctx;
  const totalHours = model.lines.reduce((sum, line) => sum + line.hours, 0);
  const last = model.lines.length - 1;
  return (
    <View style={s.section}>
      <Text style={s.sectionLabel} minPresenceAhead={80}>
        {f.t('services')} · {f.t('serviceCount', { count: model.lines.length })}
      </Text>
      <View>
        <View style={s.tableHead} fixed>
          <Text style={[s.tableHeadText, s.colService]}>{f.t('service')}</Text>
          <Text style={[s.tableHeadText, s.colHours]}>{f.t('hours')}</Text>
          <Text style={[s.tableHeadText, s.colPrice]}>{f.t('price')}</Text>
        </View>
        {model.lines.slice(0, Math.max(last, 0)).map((line, i) => (
          <Row key={i} ctx={ctx} line={line} index={i} />
        ))}
        <View wrap={false}>
          {last >= 0 ? <Row ctx={ctx} line={model.lines[last]} index={last} /> : null}
          <DiscountRows ctx={ctx} />
          <View style={s.totalRow}>
            <Text style={[s.colService, s.totalLabel]}>{f.t('total')}</Text>
            <Text style={[s.colHours, s.muted]}>{f.hours(totalHours)}</Text>
            <View style={s.totalValueBox}>
              <Text style={s.totalValue}>{f.money(model.totalCents)}</Text>
            </View>
          </View>
          <PricingNotes ctx={ctx} />
          {closing}
        </View>
      </View>
    </View>
  );
}
