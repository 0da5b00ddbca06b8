// Brazil's legal figures for 2025, kept to compare with 2026 and for a year's table lookup.
// Unit test per figure: tests/unit/lib/tax/br-2025.test.ts.
import { BR_2026 } from './br-2026';
import type { TaxTable } from './types';

export const BR_2025: TaxTable = {
  year: 2025,
  uncertain: [],
  // R$ 1.518,00: Decreto nº 12.342, de 30 de dezembro de 2024.
  // https://www.planalto.gov.br/ccivil_03/_ato2023-2026/2024/decreto/D12342.htm
  minimumWageCents: 151_800,
  // Same LC 123/2006 figures as 2026 (unchanged since LC 155/2016).
  mei: BR_2026.mei,
  simples: BR_2026.simples,
  inss: {
    individualRateBp: 2_000,
    simplifiedRateBp: 1_100,
    // R$ 8.157,41: Portaria Interministerial MPS/MF nº 6, de 10 de janeiro de 2025.
    // https://www.in.gov.br/en/web/dou/-/portaria-interministerial-mps/mf-n-6-de-10-de-janeiro-de-2025
    ceilingCents: 815_741,
  },
  irpf: {
    // From May 2025: Lei 15.191/2025 (MP 1.294/2025). (January-April 2025 used the 2024 table with a
    // R$ 2.259,20 exempt bracket; the calculator plans a whole year, so it uses the later table.)
    monthly: BR_2026.irpf.monthly,
    simplifiedDiscountCents: 60_720,
    reduction: null,
  },
};
