/** Sample data of rate analysis (catalogue, machine tests, stories, view paths). */
import { analyseRates, type RateAnalysis, type RateAnalysisMonth } from '../../../src/domain/rateAnalysis.ts';
import type { Tariff, TariffRates } from '../../../src/domain/tariff.ts';

export const sampleRateAnalysisAccount = '300041526371';

const rates = (effectiveFrom: string, blocks: TariffRates['blocks'], service: number): TariffRates => ({
  effectiveFrom,
  blocks,
  fixedCharges: [{ code: 'serviceCharge', thebe: service }],
  levies: [{ code: 'electrificationLevy', thebePerKwh: 4 }],
  vatRate: 0.14,
});

/** The seed's tariffs as they stand (server/billing/tariffs.ts), with a rate change on 1 April 2026. */
const sampleTariffs: Tariff[] = [
  {
    code: 'Domestic',
    name: 'Domestic',
    rates: [
      rates('2025-04-01', [{ kwh: 200, rateThebe: 112 }, { kwh: null, rateThebe: 144 }], 3100),
      rates('2026-04-01', [{ kwh: 200, rateThebe: 118 }, { kwh: null, rateThebe: 152 }], 3250),
    ],
  },
  { code: 'Small Business', name: 'Small Business', rates: [rates('2025-04-01', [{ kwh: null, rateThebe: 131 }], 11500), rates('2026-04-01', [{ kwh: null, rateThebe: 138 }], 12000)] },
  { code: 'Medium Business', name: 'Medium Business', rates: [rates('2025-04-01', [{ kwh: null, rateThebe: 120 }], 43000), rates('2026-04-01', [{ kwh: null, rateThebe: 126 }], 45000)] },
];

const usage = [612, 540, 488, 431, 402, 455, 520, 566, 498, 447, 471, 590];

/** Billed December 2025 to November 2026, the March bill on an estimated reading. */
export const sampleRateAnalysisMonths: RateAnalysisMonth[] = usage.map((kwh, index) => {
  const start = new Date(Date.UTC(2025, 10 + index, 1));
  const end = new Date(Date.UTC(2025, 11 + index, 0));
  const billDate = new Date(Date.UTC(2025, 11 + index, 1));
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { billNumber: `BIL-${String(7001 + index)}`, billDate: day(billDate), periodStart: day(start), periodEnd: day(end), kwh, estimated: index === 3 };
});

/** On Domestic, the cheapest: the current tariff saves the most. */
export const sampleRateAnalysis: RateAnalysis = analyseRates(sampleRateAnalysisAccount, sampleRateAnalysisMonths, sampleTariffs, 'Domestic');

/** On Small Business (a shop that could move to Domestic): another tariff is cheaper. */
export const sampleRateAnalysisDearer: RateAnalysis = analyseRates(sampleRateAnalysisAccount, sampleRateAnalysisMonths, sampleTariffs, 'Small Business');

/** An account with no bill yet. */
export const sampleRateAnalysisEmpty: RateAnalysis = analyseRates(sampleRateAnalysisAccount, [], sampleTariffs, 'Domestic');
