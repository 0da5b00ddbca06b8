import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agreedInstalments, scaleSchedule, scheduleError, type ScheduleInstalment } from '@/lib/payments/schedule';
import { acceptedPaymentTerms, canonicalProposalContent, depositCents, type ProposalContentInput } from '@/lib/proposal-content';
import { decodePix } from '../../../support/pix-decode';
import { pixPayload } from '@/lib/pix';
import { propertyBudget } from '../../../support/property';

const plan = [
  { amountCents: 30_000, dueDate: '2027-01-10' },
  { amountCents: 30_000, dueDate: '2027-02-10' },
];

describe('the schedule follows the total (each instalment keeps its share)', () => {
  it('keeps a schedule that already adds up, untouched', () => {
    expect(scaleSchedule(plan, 60_000)).toEqual(plan);
  });

  it('scales 30/30 to a new remainder by percentage, dates kept, the cents left over first', () => {
    expect(scaleSchedule(plan, 90_001)).toEqual([
      { amountCents: 45_001, dueDate: '2027-01-10' },
      { amountCents: 45_000, dueDate: '2027-02-10' },
    ]);
    expect(
      scaleSchedule(
        [
          { amountCents: 1, dueDate: '2027-01-10' },
          { amountCents: 3, dueDate: '2027-02-10' },
        ],
        8,
      ),
    ).toEqual([
      { amountCents: 2, dueDate: '2027-01-10' },
      { amountCents: 6, dueDate: '2027-02-10' },
    ]);
    expect(scaleSchedule(plan, 0)).toEqual([]);
  });

  const budget = propertyBudget(300);
  it(
    'scaled, it always adds up to the remainder to the cent and passes the server check',
    () =>
      fc.assert(
        fc.property(
          fc.array(fc.integer({ min: 1, max: 100_000_000 }), { minLength: 1, maxLength: 24 }),
          fc.integer({ min: 1, max: 10_000_000_000 }),
          fc.integer({ min: 0, max: 100 }),
          (amounts, total, percent) => {
            const schedule = amounts.map((amountCents, i) => ({
              amountCents,
              dueDate: `2027-01-${String(i + 1).padStart(2, '0')}`,
            }));
            const deposit = depositCents(total, percent);
            const scaled = scaleSchedule(schedule, total - deposit);
            if (total - deposit <= 0) expect(scaled).toEqual([]);
            else {
              expect(scaled.reduce((a, p) => a + p.amountCents, 0)).toBe(total - deposit);
              expect(scheduleError(total, deposit, scaled)).toBeNull();
            }
          },
        ),
        budget.options,
      ),
    budget.timeout,
  );
});

describe('the instalments an acceptance agreed', () => {
  it('a 40/30/30 schedule: the deposit first, due on the day of acceptance, then the schedule', () => {
    const total = 100_000;
    const parts = agreedInstalments({
      totalCents: total,
      depositCents: depositCents(total, 40),
      schedule: plan,
      acceptedOn: '2026-12-01',
    });
    expect(parts).toEqual([
      { number: 1, isDeposit: true, amountCents: 40_000, dueDate: '2026-12-01' },
      { number: 2, isDeposit: false, amountCents: 30_000, dueDate: '2027-01-10' },
      { number: 3, isDeposit: false, amountCents: 30_000, dueDate: '2027-02-10' },
    ]);
  });

  it('without a schedule, the rest is one instalment 30 days after acceptance; nothing for a zero total', () => {
    expect(agreedInstalments({ totalCents: 1000, depositCents: 0, schedule: null, acceptedOn: '2026-12-01' })).toEqual([
      { number: 1, isDeposit: false, amountCents: 1000, dueDate: '2026-12-31' },
    ]);
    expect(agreedInstalments({ totalCents: 0, depositCents: 0, schedule: plan, acceptedOn: '2026-12-01' })).toEqual([]);
  });
});

describe('the schedule inside the accepted content', () => {
  const base: ProposalContentInput = {
    proposalId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    version: 1,
    title: 'Site',
    description: '',
    validUntil: '2026-12-31',
    issuedAt: new Date('2026-11-01T12:00:00Z'),
    clientName: 'Ana',
    professional: { name: 'Bia', companyName: null, cnpj: null, cpf: null },
    lines: [{ name: 'Site', hours: 10, priceCents: 100_000 }],
    totalCents: 100_000,
    paymentTerms: null,
    depositPercent: 40,
    pix: { key: 'bia@example.com', receiverName: 'Bia', city: 'Recife' },
  };

  it('a proposal without a schedule keeps its text (and hash); with one, the schedule is in the hashed text', () => {
    const plain = canonicalProposalContent(base);
    expect(plain).not.toContain('schedule');
    const scheduled = canonicalProposalContent({ ...base, schedule: plan });
    expect(scheduled).not.toBe(plain);
    expect(acceptedPaymentTerms(scheduled)).toEqual({ totalCents: 100_000, depositPercent: 40, schedule: plan });
    expect(acceptedPaymentTerms(plain).schedule).toBeNull();
  });

  it('reads only well-formed instalments back, and survives garbage', () => {
    const tampered = JSON.stringify({
      totalCents: 10,
      depositPercent: 0,
      schedule: [{ amountCents: -1, dueDate: 'x' }, 'x', null],
    });
    expect(acceptedPaymentTerms(tampered).schedule).toBeNull();
    expect(acceptedPaymentTerms('not json')).toEqual({ totalCents: null, depositPercent: 0, schedule: null });
  });
});

describe('a Pix per instalment', () => {
  it('decodes to the instalment’s amount and txid', () => {
    const part: ScheduleInstalment = { amountCents: 30_000, dueDate: '2027-01-10' };
    const payload = pixPayload({
      key: 'bia@example.com',
      merchantName: 'Bia',
      merchantCity: 'Recife',
      amountCents: part.amountCents,
      txid: '0f8fad5bd9cb469fa16570802',
    });
    const decoded = decodePix(payload);
    expect(decoded.amount).toBe('300.00');
    expect(decoded.txid).toBe('0f8fad5bd9cb469fa16570802');
  });
});
