'use client';

// The reports' charts (Recharts), drawn from aggregated numbers only and coloured with the theme's
// CSS variables, so light and dark mode follow the page. Money arrives in reais.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export type ChartPoint = { label: string; value: number | null; second?: number | null };

const AXIS = { fontSize: 11, fill: 'var(--muted-foreground)' };
const TOOLTIP = {
  contentStyle: {
    background: 'var(--popover)',
    border: '1px solid var(--border)',
    borderRadius: 8,
    color: 'var(--popover-foreground)',
  },
  labelStyle: { color: 'var(--popover-foreground)' },
  cursor: { fill: 'var(--muted)' },
};

function formatter(locale: string, money: boolean) {
  const compact = new Intl.NumberFormat(
    locale,
    money
      ? { style: 'currency', currency: 'BRL', notation: 'compact', currencyDisplay: 'narrowSymbol' }
      : { notation: 'compact' },
  );
  const full = new Intl.NumberFormat(
    locale,
    money ? { style: 'currency', currency: 'BRL', currencyDisplay: 'narrowSymbol' } : {},
  );
  return { axis: (v: number) => compact.format(v), tip: (v: unknown) => (typeof v === 'number' ? full.format(v) : '—') };
}

/** Revenue per month as bars, with the monthly goal as a dashed line. */
export function RevenueChart({
  data,
  goal,
  locale,
  names,
}: {
  data: ChartPoint[];
  goal: number;
  locale: string;
  names: { value: string; goal: string };
}) {
  const f = formatter(locale, true);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={8} />
        <YAxis tick={AXIS} tickFormatter={f.axis} width={56} tickLine={false} axisLine={false} />
        <Tooltip {...TOOLTIP} formatter={f.tip} />
        <Bar dataKey="value" name={names.value} fill="var(--primary)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        {goal > 0 && (
          <ReferenceLine
            y={goal}
            stroke="var(--warning)"
            strokeDasharray="6 4"
            label={{ value: names.goal, fill: 'var(--muted-foreground)', fontSize: 11, position: 'insideTopRight' }}
          />
        )}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** The effective hourly rate per month against the calculator's rate. */
export function RateChart({
  data,
  locale,
  names,
}: {
  data: ChartPoint[];
  locale: string;
  names: { value: string; second: string };
}) {
  const f = formatter(locale, true);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={8} />
        <YAxis tick={AXIS} tickFormatter={f.axis} width={56} tickLine={false} axisLine={false} />
        <Tooltip {...TOOLTIP} formatter={f.tip} />
        <Legend wrapperStyle={{ fontSize: 12, color: 'var(--muted-foreground)' }} />
        <Line
          dataKey="value"
          name={names.value}
          stroke="var(--primary)"
          strokeWidth={2}
          dot={{ r: 3 }}
          connectNulls
          isAnimationActive={false}
        />
        <Line
          dataKey="second"
          name={names.second}
          stroke="var(--muted-foreground)"
          strokeDasharray="6 4"
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** Horizontal bars, one per category (funnel steps, stages, services, clients). */
export function BarsChart({
  data,
  locale,
  money,
  name,
  colors,
}: {
  data: ChartPoint[];
  locale: string;
  money: boolean;
  name: string;
  /** A colour per bar (CSS values); the theme's primary colour by default. */
  colors?: readonly string[];
}) {
  const f = formatter(locale, money);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} layout="vertical" margin={{ top: 0, right: 12, left: 0, bottom: 0 }}>
        <CartesianGrid stroke="var(--border)" horizontal={false} />
        {/* Counts (proposals, clients) tick in whole numbers: no "0,75 proposta". */}
        <XAxis type="number" allowDecimals={money} tick={AXIS} tickFormatter={f.axis} tickLine={false} axisLine={false} />
        <YAxis type="category" dataKey="label" tick={AXIS} width={96} tickLine={false} axisLine={false} />
        <Tooltip {...TOOLTIP} formatter={f.tip} />
        <Bar dataKey="value" name={name} radius={[0, 4, 4, 0]} isAnimationActive={false}>
          {data.map((point, i) => (
            <Cell key={point.label} fill={colors?.[i] ?? 'var(--primary)'} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
