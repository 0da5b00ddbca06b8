// One test per figure that differs in the 2025 table (src/lib/tax/br-2025.ts).
import { describe, expect, it } from 'vitest';
import { BR_2025, meiDasCents } from '@/lib/tax';

describe('2025 figures', () => {
  it('is the 2025 table', () => expect(BR_2025.year).toBe(2025));
  it('minimum wage R$ 1.518,00 (Decreto 12.342/2024)', () => expect(BR_2025.minimumWageCents).toBe(151_800));
  it('MEI DAS services R$ 80,90', () => expect(meiDasCents(BR_2025, 'services')).toBe(8_090));
  it('INSS ceiling R$ 8.157,41 (Portaria Interministerial MPS/MF 6/2025)', () => expect(BR_2025.inss.ceilingCents).toBe(815_741));
  it('no Lei 15.270 reduction before 2026', () => expect(BR_2025.irpf.reduction).toBeNull());
});
