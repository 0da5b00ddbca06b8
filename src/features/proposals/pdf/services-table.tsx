// The services table. The header is `fixed` inside the table, so react-pdf repeats it at the top of
// every page the table runs onto; a row never splits (wrap={false}), and the heading needs room for
// a few rows below it (minPresenceAhead) so it never ends a page alone. Each line shows the
// deliverables snapshotted from the service under its name.
import type { ReactNode } from 'react';
import { Text, View } from '@react-pdf/renderer';
import { deliverableItems } from '@/lib/deliverables';
import type { PdfContext } from './context';
import type { ProposalPdfModel } from './model';

type Line = ProposalPdfModel['lines'][number];

function Row({ ctx, line, index }: { ctx: PdfContext; line: Line; index: number }) {
  const { f, s } = ctx;
  const items = deliverableItems(line.deliverables);
  return (
    <View style={index % 2 === 1 ? [s.row, s.rowAlt] : s.row} wrap={false}>
      <View style={s.colService}>
        <Text>{line.name}</Text>
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
      <Text style={[s.colPrice, s.strong]}>{f.money(line.priceCents)}</Text>
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
          <View style={s.totalRow}>
            <Text style={[s.colService, s.totalLabel]}>{f.t('total')}</Text>
            <Text style={[s.colHours, s.muted]}>{f.hours(totalHours)}</Text>
            <View style={s.totalValueBox}>
              <Text style={s.totalValue}>{f.money(model.totalCents)}</Text>
            </View>
          </View>
          {closing}
        </View>
      </View>
    </View>
  );
}
