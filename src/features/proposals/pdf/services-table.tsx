// The services table. The header is `fixed` inside the table, so react-pdf repeats it at the top of
// every page the table runs onto; a row never splits (wrap={false}), and the heading needs room for
// a few rows below it (minPresenceAhead) so it never ends a page alone.
import { Text, View } from '@react-pdf/renderer';
import type { PdfContext } from './context';

export function ServicesTable({ ctx }: { ctx: PdfContext }) {
  const { model, f, s } = ctx;
  const totalHours = model.lines.reduce((sum, line) => sum + line.hours, 0);
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
        {model.lines.map((line, i) => (
          <View key={i} style={i % 2 === 1 ? [s.row, s.rowAlt] : s.row} wrap={false}>
            <Text style={s.colService}>{line.name}</Text>
            <Text style={[s.colHours, s.muted]}>{f.hours(line.hours)}</Text>
            <Text style={[s.colPrice, s.strong]}>{f.money(line.priceCents)}</Text>
          </View>
        ))}
        <View style={s.totalRow} wrap={false}>
          <Text style={[s.colService, s.totalLabel]}>{f.t('total')}</Text>
          <Text style={[s.colHours, s.muted]}>{f.hours(totalHours)}</Text>
          <Text style={s.totalValue}>{f.money(model.totalCents)}</Text>
        </View>
      </View>
    </View>
  );
}
