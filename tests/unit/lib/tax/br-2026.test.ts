// One test per legal figure of the 2026 table (src/lib/tax/br-2026.ts), against the value in the
// cited law, and the computations that read them.
import { describe, expect, it } from 'vitest';
import { BR_2025, BR_2026, meiDasCents, taxTableFor } from '@/lib/tax';
import {
  inssIndividualCents,
  irpfMonthlyCents,
  proLaboreInssCents,
  simplesDasCents,
  simplesEffectiveRateBp,
} from '@/lib/tax/compute';

const t = BR_2026;

describe('2026 figures', () => {
  it('is the 2026 table', () => expect(t.year).toBe(2026));
  it('minimum wage R$ 1.621,00 (Decreto 12.797/2025)', () => expect(t.minimumWageCents).toBe(162_100));
  it('MEI ceiling R$ 81.000,00 a year (LC 123 art. 18-A § 1º)', () => expect(t.mei.annualCeilingCents).toBe(8_100_000));
  it('MEI INSS 5 % of the minimum wage', () => expect(t.mei.inssRateBp).toBe(500));
  it('MEI ISS R$ 5,00', () => expect(t.mei.issCents).toBe(500));
  it('MEI ICMS R$ 1,00', () => expect(t.mei.icmsCents).toBe(100));
  it('MEI DAS: services R$ 86,05, commerce/industry R$ 82,05, both R$ 87,05', () => {
    expect(meiDasCents(t, 'services')).toBe(8_605);
    expect(meiDasCents(t, 'commerce')).toBe(8_205);
    expect(meiDasCents(t, 'both')).toBe(8_705);
  });
  it('Simples Anexo III brackets (LC 123, Anexo III)', () => {
    expect(t.simples.anexoIII.map((b) => [b.upToCents, b.rateBp, b.deductionCents])).toEqual([
      [18_000_000, 600, 0],
      [36_000_000, 1_120, 936_000],
      [72_000_000, 1_350, 1_764_000],
      [180_000_000, 1_600, 3_564_000],
      [360_000_000, 2_100, 12_564_000],
      [480_000_000, 3_300, 64_800_000],
    ]);
  });
  it('Simples Anexo V brackets (LC 123, Anexo V)', () => {
    expect(t.simples.anexoV.map((b) => [b.upToCents, b.rateBp, b.deductionCents])).toEqual([
      [18_000_000, 1_550, 0],
      [36_000_000, 1_800, 450_000],
      [72_000_000, 1_950, 990_000],
      [180_000_000, 2_050, 1_710_000],
      [360_000_000, 2_300, 6_210_000],
      [480_000_000, 3_050, 54_000_000],
    ]);
  });
  it('Fator R threshold 28 %', () => expect(t.simples.fatorRThresholdBp).toBe(2_800));
  it('Simples ceiling R$ 4.800.000,00 a year', () => expect(t.simples.annualCeilingCents).toBe(480_000_000));
  it('pró-labore INSS 11 %', () => expect(t.simples.proLaboreInssRateBp).toBe(1_100));
  it('INSS contribuinte individual 20 %', () => expect(t.inss.individualRateBp).toBe(2_000));
  it('INSS plano simplificado 11 %', () => expect(t.inss.simplifiedRateBp).toBe(1_100));
  it('INSS ceiling R$ 8.475,55 (flagged uncertain)', () => {
    expect(t.inss.ceilingCents).toBe(847_555);
    expect(t.uncertain).toContain('inss.ceilingCents');
  });
  it('IRPF monthly table (Lei 15.191/2025)', () => {
    expect(t.irpf.monthly.map((b) => [b.upToCents, b.rateBp, b.deductionCents])).toEqual([
      [242_880, 0, 0],
      [282_665, 750, 18_216],
      [375_105, 1_500, 39_416],
      [466_468, 2_250, 67_549],
      [null, 2_750, 90_873],
    ]);
  });
  it('IRPF simplified monthly discount R$ 607,20', () => expect(t.irpf.simplifiedDiscountCents).toBe(60_720));
  it('Lei 15.270/2025 reduction: zero up to R$ 5.000, R$ 978,62 - 0,133145 x income up to R$ 7.350', () => {
    expect(t.irpf.reduction).toEqual({ fullUpToCents: 500_000, phaseOutUpToCents: 735_000, constantCents: 97_862, factorPpm: 133_145 });
  });
});

describe('2026 computations', () => {
  it('IRPF: nothing up to R$ 5.000,00 of monthly income', () => {
    expect(irpfMonthlyCents(t, 500_000, 0)).toBe(0);
    // Without the reduction (2025) the same income pays R$ 312,89: the reduction's own maximum.
    expect(irpfMonthlyCents(BR_2025, 500_000, 0)).toBe(31_289);
  });
  it('IRPF: R$ 6.000,00 pays the table minus the reduction', () => {
    // base 6000 - 607,20 = 5392,80; 27,5 % - 908,73 = 574,29; reduction 978,62 - 798,87 = 179,75 -> 394,54
    expect(irpfMonthlyCents(t, 600_000, 0)).toBe(39_454);
    expect(irpfMonthlyCents(BR_2025, 600_000, 0)).toBe(57_429);
  });
  it('IRPF: from R$ 7.350,00 up the full table applies', () => {
    expect(irpfMonthlyCents(t, 1_000_000, 0)).toBe(irpfMonthlyCents(BR_2025, 1_000_000, 0));
    // 10000 - 607,20 = 9392,80 x 27,5 % - 908,73 = 1674,29
    expect(irpfMonthlyCents(t, 1_000_000, 0)).toBe(167_429);
  });
  it('IRPF: the INSS paid is deducted when larger than the simplified discount', () => {
    // 10000 - 1695,11 = 8304,89 x 27,5 % - 908,73 = 1375,11
    expect(irpfMonthlyCents(t, 1_000_000, 169_511)).toBe(137_511);
  });
  it('INSS: 20 % between the minimum wage and the ceiling; 11 % of the minimum wage simplified', () => {
    expect(inssIndividualCents(t, 500_000, 'normal')).toBe(100_000);
    expect(inssIndividualCents(t, 100_000, 'normal')).toBe(32_420);
    expect(inssIndividualCents(t, 5_000_000, 'normal')).toBe(169_511);
    expect(inssIndividualCents(t, 5_000_000, 'simplified')).toBe(17_831);
    expect(proLaboreInssCents(t, 200_000)).toBe(22_000);
  });
  it('Simples: R$ 10.000/month (RBT12 R$ 120.000) is 6 % in Anexo III, 15,5 % in Anexo V', () => {
    expect(simplesDasCents(t, 'III', 1_000_000)).toBe(60_000);
    expect(simplesDasCents(t, 'V', 1_000_000)).toBe(155_000);
  });
  it('Simples: effective rate in the second bracket (RBT12 R$ 240.000, Anexo III: 7,3 %)', () => {
    // (240000 x 11,2 % - 9360) / 240000 = 7,3 %
    expect(simplesEffectiveRateBp(t, 'III', 2_000_000)).toBe(730);
    expect(simplesDasCents(t, 'III', 2_000_000)).toBe(146_000);
  });
  it('Simples: the DAS is continuous across a bracket limit', () => {
    const below = simplesDasCents(t, 'V', 1_500_000);
    const above = simplesDasCents(t, 'V', 1_500_001);
    expect(above - below).toBeGreaterThanOrEqual(0);
    expect(above - below).toBeLessThanOrEqual(1);
  });
});

describe('table by year', () => {
  it('each year finds its own table, a later year the newest, an earlier the oldest', () => {
    expect(taxTableFor(2026).year).toBe(2026);
    expect(taxTableFor(2025).year).toBe(2025);
    expect(taxTableFor(2031).year).toBe(2026);
    expect(taxTableFor(2019).year).toBe(2025);
  });
});
