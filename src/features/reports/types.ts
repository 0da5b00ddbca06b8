// What the reports page and its CSV files show: aggregated numbers only (money in cents), never a
// row of the user's data beyond the refusal reasons and the names in the top lists.
import type { ClientStatus } from '@/lib/statuses';
import type { Comparison } from '@/lib/reports/figures';
import type { Period } from '@/lib/reports/periods';

export type MonthFigures = {
  /** YYYY-MM, Brasília time. */
  month: string;
  revenueCents: number;
  accepted: number;
  /** Hours of the accepted proposals' lines, and the total of those that had hours. */
  hours: number;
  ratedRevenueCents: number;
  /** total ÷ hours, null without hours. */
  effectiveRateCents: number | null;
};

export type StageFigures = {
  status: ClientStatus;
  clients: number;
  clientValueCents: number;
  openProposals: number;
  openProposalCents: number;
};

/** One period's funnel and outcomes. */
export type PeriodFigures = {
  /** Funnel: proposals created in the period, and how many of them went each step further. */
  created: number;
  sent: number;
  viewed: number;
  accepted: number;
  refused: number;
  /** Outcomes answered in the period (by the date of the answer). */
  won: number;
  lost: number;
  revenueCents: number;
  /** Medians in days, null without any. */
  medianDaysToAnswer: number | null;
  medianDaysToClose: number | null;
};

export type Refusal = { at: string; title: string; clientName: string; reason: string };
export type ServiceFigures = { name: string; revenueCents: number; proposals: number };
export type ClientFigures = { name: string; revenueCents: number; accepted: number };

export type Discounts = {
  /**
   * Proposals created in the period with a line priced in hours, and those where a line was charged
   * below its calculated price after the line's and the total's discounts (report-sql.ts discountsSql).
   */
  proposals: number;
  discounted: number;
  /** How far below, on average, the discounted lines were (a fraction of their calculated price), and in cents per proposal. */
  averageGap: number | null;
  averageGapCents: number | null;
};

export type Report = {
  period: Period;
  monthlyGoalCents: number;
  calculatorRateCents: number;
  months: MonthFigures[];
  current: PeriodFigures;
  previous: PeriodFigures;
  /** Figures with their change against the previous period. */
  compared: {
    revenue: Comparison;
    won: Comparison;
    winRate: { current: number | null; previous: number | null };
    averageTicket: { current: number | null; previous: number | null };
  };
  year: { year: number; revenueCents: number; previousYearToDateCents: number };
  pipeline: StageFigures[];
  refusals: Refusal[];
  discounts: Discounts;
  topServicesByRevenue: ServiceFigures[];
  topServicesByCount: ServiceFigures[];
  topClients: ClientFigures[];
  /** Projects worked on in the period with their real hourly rate (Web Designer; empty otherwise). */
  projects: ProjectRateFigures[];
};

export type ProjectRateFigures = {
  title: string;
  clientName: string;
  minutes: number;
  receivedCents: number;
  agreedCents: number;
  /** Received (or agreed, while nothing is received) per hour spent; null without time logged. */
  rateCents: number | null;
};
