/**
 * The bill's charge lines and the explainer's arithmetic, on figures worked by hand (simple rates:
 * 200 kWh at 1.00 then 1.50 a kWh, a 30.00 service charge, a levy of 0.02 a kWh, VAT 10%).
 */
import { describe, expect, it } from 'vitest';
import { chargeLines, linesTotal, ratesOn, usageCharge, type TariffRates } from '../../src/domain/tariff.ts';
import { explainChange, kwhPerDegreeDay, periodDays, projectNextBill, type ExplainedBill } from '../../src/domain/billExplainer.ts';

const rates = (from: string, block1: number, block2: number): TariffRates => ({
  effectiveFrom: from,
  blocks: [
    { kwh: 200, rateThebe: block1 },
    { kwh: null, rateThebe: block2 },
  ],
  fixedCharges: [{ code: 'serviceCharge', thebe: 3000 }],
  levies: [{ code: 'electrificationLevy', thebePerKwh: 2 }],
  vatRate: 0.1,
});
const before = rates('2025-04-01', 100, 150);
const after = rates('2026-04-01', 110, 160);

describe('charge lines', () => {
  it('300 kWh: 200 at 1.00 and 100 at 1.50, 30.00 fixed, 6.00 levy, VAT 38.60: 424.60', () => {
    const lines = chargeLines(before, 300);
    expect(lines.map((line) => [line.kind, line.code, line.amountThebe])).toEqual([
      ['energy', 'block1', 20000],
      ['energy', 'block2', 15000],
      ['fixed', 'serviceCharge', 3000],
      ['levy', 'electrificationLevy', 600],
      ['tax', 'vat', 3860],
    ]);
    expect(linesTotal(lines)).toBe(42460);
  });

  it('a one-off fee carries VAT, a goodwill credit comes after VAT; 150 kWh leaves the second block out', () => {
    const lines = chargeLines(before, 150, [{ code: 'meterTestFee', thebe: 5000 }, { code: 'goodwillCredit', thebe: -2500 }]);
    expect(lines.map((line) => [line.kind, line.code, line.amountThebe])).toEqual([
      ['energy', 'block1', 15000],
      ['fixed', 'serviceCharge', 3000],
      ['levy', 'electrificationLevy', 300],
      ['oneOff', 'meterTestFee', 5000],
      ['tax', 'vat', 2330],
      ['adjustment', 'goodwillCredit', -2500],
    ]);
  });

  it('the rates of a day: the latest that started on or before it, else the oldest', () => {
    const tariff = { rates: [after, before] };
    expect(ratesOn(tariff, '2026-03-31')).toBe(before);
    expect(ratesOn(tariff, '2026-04-01')).toBe(after);
    expect(ratesOn(tariff, '2020-01-01')).toBe(before);
  });
});

describe('the explainer', () => {
  const earlier: ExplainedBill = {
    billNumber: 'A', periodStart: '2025-09-01', periodEnd: '2025-09-30', days: 30, kwh: 300, degreeDays: 60, rates: before, chargesThebe: 42460, estimated: false,
  };
  // 400 kWh on the new rates (63580) plus a 50.00 meter test fee with its 5.00 VAT.
  const later: ExplainedBill = {
    billNumber: 'B', periodStart: '2026-07-01', periodEnd: '2026-07-31', days: 31, kwh: 400, degreeDays: 93, rates: after, chargesThebe: 69080, estimated: true,
  };

  it('the later bill charges what the lines say', () => {
    expect(linesTotal(chargeLines(after, 400, [{ code: 'meterTestFee', thebe: 5000 }]))).toBe(later.chargesThebe);
  });

  it('splits 266.20 into days 16.72, weather 103.66, usage 46.82, rates 44.00 and one-off 55.00', () => {
    // Days: 300 kWh over 30 days is 310 over 31: 441.32 - 424.60.
    // Weather: 2 kWh a degree day, 93 degree days against 62 at the earlier daily rate: 372 kWh, 544.98 - 441.32.
    // Usage: 400 kWh on the earlier rates, 591.80 - 544.98. Rates: 635.80 - 591.80. One-off: the fee with VAT.
    const change = explainChange(earlier, later, 2);
    expect(change.partsThebe).toEqual({ days: 1672, weather: 10366, usage: 4682, rates: 4400, oneOff: 5500 });
    expect(change.differenceThebe).toBe(26620);
    expect(Object.values(change.partsThebe).reduce((a, b) => a + b, 0)).toBe(change.differenceThebe);
    expect(change.weatherExpectedKwh).toBe(372);
  });

  it('without a weather effect the weather share is 0 and usage takes it; the parts still add up', () => {
    const change = explainChange(earlier, later, 0);
    expect(change.partsThebe).toEqual({ days: 1672, weather: 0, usage: 15048, rates: 4400, oneOff: 5500 });
  });

  it('a bill lower than the one before: negative parts that add up to the fall', () => {
    const change = explainChange(later, earlier, 2);
    expect(change.differenceThebe).toBe(-26620);
    expect(Object.values(change.partsThebe).reduce((a, b) => a + b, 0)).toBe(-26620);
    expect(change.partsThebe.oneOff).toBe(-5500);
  });

  it('kWh per degree day: the slope of daily use on daily degree days, never below 0', () => {
    const bills = [
      { kwh: 300, days: 30, degreeDays: 30 }, // 10 a day at 1 degree day a day
      { kwh: 360, days: 30, degreeDays: 60 }, // 12 a day at 2
      { kwh: 420, days: 30, degreeDays: 90 }, // 14 a day at 3
    ];
    expect(kwhPerDegreeDay(bills)).toBeCloseTo(2, 10);
    expect(kwhPerDegreeDay([...bills].map((bill, i) => ({ ...bill, kwh: 420 - i * 60 })))).toBe(0);
    expect(kwhPerDegreeDay(bills.slice(0, 2))).toBe(0);
  });

  it('projects the next bill from the daily use so far: 120 kWh in 10 days is 372 kWh in 31, priced on the rates', () => {
    expect(periodDays('2026-10-22', '2026-11-21')).toBe(31);
    const projection = projectNextBill({ periodStart: '2026-10-22', periodEnd: '2026-11-21', daysSoFar: 10, usageSoFarKwh: 120, rates: before });
    expect(projection).toMatchObject({ projectedKwh: 372, projectedThebe: usageCharge(before, 372) });
    expect(usageCharge(before, 372)).toBe(54498);
    expect(projectNextBill({ periodStart: '2026-10-22', periodEnd: '2026-11-21', daysSoFar: 0, usageSoFarKwh: 0, rates: before })).toBeNull();
  });
});
