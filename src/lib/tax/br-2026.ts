// Brazil's legal figures for 2026. Every figure cites its source; a figure whose 2026 value could
// not be confirmed against the official text is listed in `uncertain` and the interface says which
// year's table it uses. Unit test per figure: tests/unit/lib/tax/br-2026.test.ts.
import type { TaxTable } from './types';

export const BR_2026: TaxTable = {
  year: 2026,
  uncertain: ['inss.ceilingCents'],
  // R$ 1.621,00 from 1 January 2026: Decreto nº 12.797, de 23 de dezembro de 2025 (DOU 24/12/2025).
  // https://www.planalto.gov.br/ccivil_03/_ato2023-2026/2025/decreto/D12797.htm
  minimumWageCents: 162_100,
  mei: {
    // R$ 81.000,00 a year: LC 123/2006 art. 18-A § 1º (redação da LC 155/2016).
    // https://www.planalto.gov.br/ccivil_03/leis/lcp/lcp123.htm
    annualCeilingCents: 8_100_000,
    // 5 % of the minimum wage: LC 123/2006 art. 18-A § 3º V "a"; Lei 8.212/1991 art. 21 § 2º II "a"
    // (redação da Lei 12.470/2011). https://www.planalto.gov.br/ccivil_03/leis/l8212cons.htm
    inssRateBp: 500,
    // ISS R$ 5,00 and ICMS R$ 1,00 a month: LC 123/2006 art. 18-A § 3º V "b" e "c".
    issCents: 500,
    icmsCents: 100,
  },
  simples: {
    // LC 123/2006, Anexo III (redação da LC 155/2016, in force since 2018): RBT12 bracket, nominal
    // rate, amount to deduct. Effective rate = (RBT12 x rate - deduction) / RBT12 (art. 18 § 1º-A).
    // https://www.planalto.gov.br/ccivil_03/leis/lcp/lcp123.htm#anexo3
    anexoIII: [
      { upToCents: 18_000_000, rateBp: 600, deductionCents: 0 },
      { upToCents: 36_000_000, rateBp: 1_120, deductionCents: 936_000 },
      { upToCents: 72_000_000, rateBp: 1_350, deductionCents: 1_764_000 },
      { upToCents: 180_000_000, rateBp: 1_600, deductionCents: 3_564_000 },
      { upToCents: 360_000_000, rateBp: 2_100, deductionCents: 12_564_000 },
      { upToCents: 480_000_000, rateBp: 3_300, deductionCents: 64_800_000 },
    ],
    // LC 123/2006, Anexo V (redação da LC 155/2016).
    // https://www.planalto.gov.br/ccivil_03/leis/lcp/lcp123.htm#anexo5
    anexoV: [
      { upToCents: 18_000_000, rateBp: 1_550, deductionCents: 0 },
      { upToCents: 36_000_000, rateBp: 1_800, deductionCents: 450_000 },
      { upToCents: 72_000_000, rateBp: 1_950, deductionCents: 990_000 },
      { upToCents: 180_000_000, rateBp: 2_050, deductionCents: 1_710_000 },
      { upToCents: 360_000_000, rateBp: 2_300, deductionCents: 6_210_000 },
      { upToCents: 480_000_000, rateBp: 3_050, deductionCents: 54_000_000 },
    ],
    // Fator R of 28 %: LC 123/2006 art. 18 § 5º-J and § 5º-M.
    fatorRThresholdBp: 2_800,
    // R$ 4.800.000,00 a year: LC 123/2006 art. 3º II (redação da LC 155/2016).
    annualCeilingCents: 480_000_000,
    // 11 % withheld from the pró-labore: Lei 8.212/1991 art. 21 and Lei 10.666/2003 art. 4º.
    // https://www.planalto.gov.br/ccivil_03/leis/2003/l10.666.htm
    proLaboreInssRateBp: 1_100,
  },
  inss: {
    // 20 % of the salário-de-contribuição: Lei 8.212/1991 art. 21 caput.
    individualRateBp: 2_000,
    // 11 % of the minimum wage (plano simplificado): Lei 8.212/1991 art. 21 § 2º I (LC 123/2006).
    simplifiedRateBp: 1_100,
    // R$ 8.475,55: the 2025 ceiling (R$ 8.157,41, Portaria Interministerial MPS/MF nº 6/2025)
    // corrected by the 2025 INPC (3,90 %), as set by the annual Portaria Interministerial MPS/MF of
    // January 2026. UNCERTAIN: not checked against the published portaria's text.
    // https://www.gov.br/previdencia/pt-br/assuntos/rpps/legislacao
    ceilingCents: 847_555,
  },
  irpf: {
    // Monthly table in force since May 2025: Lei 15.191/2025 (conversão da MP 1.294/2025), art. 1º,
    // which Lei 15.270/2025 keeps for 2026 (it adds the reduction below).
    // https://www.planalto.gov.br/ccivil_03/_ato2023-2026/2025/lei/L15191.htm
    monthly: [
      { upToCents: 242_880, rateBp: 0, deductionCents: 0 },
      { upToCents: 282_665, rateBp: 750, deductionCents: 18_216 },
      { upToCents: 375_105, rateBp: 1_500, deductionCents: 39_416 },
      { upToCents: 466_468, rateBp: 2_250, deductionCents: 67_549 },
      { upToCents: null, rateBp: 2_750, deductionCents: 90_873 },
    ],
    // R$ 607,20 a month (25 % of the exempt bracket): Lei 9.250/1995 art. 4º-A (Lei 15.191/2025).
    simplifiedDiscountCents: 60_720,
    // Lei 15.270, de 26 de novembro de 2025, art. 3º-A of Lei 9.250/1995: from January 2026 the
    // monthly tax on income up to R$ 5.000,00 is reduced to zero (reduction up to R$ 312,89); from
    // R$ 5.000,01 to R$ 7.350,00 the reduction is R$ 978,62 - 0,133145 x taxable income.
    // https://www.planalto.gov.br/ccivil_03/_ato2023-2026/2025/lei/L15270.htm
    reduction: { fullUpToCents: 500_000, phaseOutUpToCents: 735_000, constantCents: 97_862, factorPpm: 133_145 },
  },
};
