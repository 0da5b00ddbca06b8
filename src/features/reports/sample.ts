// The figures a locked account sees, blurred, behind the upgrade link: invented, the same for
// everyone, never the account's own data (which is not even read).
import { compare } from '@/lib/reports/figures';
import { monthsOf, type Period } from '@/lib/reports/periods';
import type { Report } from './types';

const WAVE = [62, 80, 71, 95, 88, 104, 92, 118, 99, 126, 111, 134];

export function sampleReport(period: Period): Report {
  const months = monthsOf(period).map((month, i) => {
    const revenueCents = WAVE[i % WAVE.length] * 50_000;
    const hours = WAVE[i % WAVE.length] * 0.9;
    return {
      month,
      revenueCents,
      accepted: 3 + (i % 4),
      hours,
      ratedRevenueCents: revenueCents,
      effectiveRateCents: Math.round(revenueCents / hours),
    };
  });
  const current = {
    created: 48,
    sent: 41,
    viewed: 35,
    accepted: 19,
    refused: 9,
    won: 19,
    lost: 9,
    revenueCents: 2_480_000,
    medianDaysToAnswer: 3.5,
    medianDaysToClose: 6,
  };
  const previous = {
    created: 40,
    sent: 33,
    viewed: 27,
    accepted: 14,
    refused: 8,
    won: 14,
    lost: 8,
    revenueCents: 1_960_000,
    medianDaysToAnswer: 4,
    medianDaysToClose: 7.5,
  };
  return {
    period,
    monthlyGoalCents: 5_000_000,
    calculatorRateCents: 5_200,
    months,
    current,
    previous,
    compared: {
      revenue: compare(current.revenueCents, previous.revenueCents),
      won: compare(current.won, previous.won),
      winRate: { current: 19 / 28, previous: 14 / 22 },
      averageTicket: { current: 130_526, previous: 140_000 },
    },
    year: { year: Number(period.to.slice(0, 4)), revenueCents: 5_420_000, previousYearToDateCents: 4_310_000 },
    pipeline: [
      { status: 'novo', clients: 12, clientValueCents: 1_800_000, openProposals: 2, openProposalCents: 340_000 },
      { status: 'proposta', clients: 8, clientValueCents: 2_600_000, openProposals: 7, openProposalCents: 1_950_000 },
      { status: 'ativo', clients: 6, clientValueCents: 3_100_000, openProposals: 1, openProposalCents: 220_000 },
      { status: 'concluido', clients: 15, clientValueCents: 4_200_000, openProposals: 0, openProposalCents: 0 },
      { status: 'pendente', clients: 3, clientValueCents: 450_000, openProposals: 1, openProposalCents: 90_000 },
    ],
    refusals: [],
    discounts: { proposals: 41, discounted: 11, averageGap: 0.14, averageGapCents: 38_000 },
    topServicesByRevenue: [
      { name: 'Site institucional', revenueCents: 1_120_000, proposals: 12 },
      { name: 'Identidade visual', revenueCents: 760_000, proposals: 9 },
      { name: 'Landing page', revenueCents: 380_000, proposals: 14 },
    ],
    topServicesByCount: [
      { name: 'Landing page', revenueCents: 380_000, proposals: 14 },
      { name: 'Site institucional', revenueCents: 1_120_000, proposals: 12 },
      { name: 'Identidade visual', revenueCents: 760_000, proposals: 9 },
    ],
    topClients: [
      { name: 'Cliente A', revenueCents: 640_000, accepted: 3 },
      { name: 'Cliente B', revenueCents: 420_000, accepted: 2 },
      { name: 'Cliente C', revenueCents: 310_000, accepted: 2 },
    ],
    projects: [
      {
        title: 'Site institucional',
        clientName: 'Cliente A',
        minutes: 2_400,
        receivedCents: 600_000,
        agreedCents: 900_000,
        rateCents: 15_000,
      },
      {
        title: 'Landing page',
        clientName: 'Cliente B',
        minutes: 1_080,
        receivedCents: 0,
        agreedCents: 250_000,
        rateCents: 13_889,
      },
    ],
  };
}
