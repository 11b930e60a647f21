/**
 * The utility's postpaid tariffs with their rate history (document 1 section 1: the current bill).
 * Rates change once a year on 1 April, as the regulator approves them; the history is placed
 * relative to the seed's clock (the rates in force now, and those of the two years before), so the
 * demo always shows a rate change against the same month last year. The current Domestic rates are
 * those the prepaid tariff mirrors (src/domain/prepaid.ts: 200 kWh at 1.18, then 1.52 a kWh).
 */
import type { Tariff, TariffRates } from '../../src/domain/tariff.ts';
import { isoDay } from '../../src/domain/format.ts';

type RatesWithoutDay = Omit<TariffRates, 'effectiveFrom'>;

const vatRate = 0.14;

const domestic = (block1: number, block2: number, service: number, levy: number): RatesWithoutDay => ({
  blocks: [
    { kwh: 200, rateThebe: block1 },
    { kwh: null, rateThebe: block2 },
  ],
  fixedCharges: [{ code: 'serviceCharge', thebe: service }],
  levies: [{ code: 'electrificationLevy', thebePerKwh: levy }],
  vatRate,
});

const flat = (rate: number, service: number, levy: number): RatesWithoutDay => ({
  blocks: [{ kwh: null, rateThebe: rate }],
  fixedCharges: [{ code: 'serviceCharge', thebe: service }],
  levies: [{ code: 'electrificationLevy', thebePerKwh: levy }],
  vatRate,
});

/** Rates of each tariff: two years ago, last year, now (oldest first). */
const history: { code: string; name: string; rates: [RatesWithoutDay, RatesWithoutDay, RatesWithoutDay] }[] = [
  { code: 'Domestic', name: 'Domestic', rates: [domestic(106, 137, 2950, 3), domestic(112, 144, 3100, 4), domestic(118, 152, 3250, 4)] },
  // A flat rate for homes: dearer than Domestic's first block, cheaper than its second, with a higher
  // service charge; it pays for homes that use a lot (about 800 kWh a month and more, at this year's rates).
  { code: 'Domestic Flat Rate', name: 'Domestic Flat Rate', rates: [flat(127, 4800, 3), flat(134, 5000, 4), flat(141, 5200, 4)] },
  { code: 'Small Business', name: 'Small Business', rates: [flat(125, 11000, 3), flat(131, 11500, 4), flat(138, 12000, 4)] },
  { code: 'Medium Business', name: 'Medium Business', rates: [flat(114, 41000, 3), flat(120, 43000, 4), flat(126, 45000, 4)] },
];

/** The most recent 1 April on or before `now` (UTC). */
export function latestRateChange(now: Date): string {
  const year = now.getUTCMonth() >= 3 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return isoDay(new Date(Date.UTC(year, 3, 1)));
}

/** Every tariff with its rates, dated relative to `now`. */
export function tariffCatalogue(now: Date): Tariff[] {
  const current = latestRateChange(now);
  const year = Number(current.slice(0, 4));
  const days = [`${year - 2}-04-01`, `${year - 1}-04-01`, current];
  return history.map(({ code, name, rates }) => ({
    code,
    name,
    rates: rates.map((r, index) => ({ effectiveFrom: days[index]!, ...r })),
  }));
}

/** The tariff of `code` (Domestic for an unknown one, as the seed bills it). */
export function tariffOf(catalogue: readonly Tariff[], code: string): Tariff {
  return catalogue.find((tariff) => tariff.code === code) ?? catalogue.find((tariff) => tariff.code === 'Domestic')!;
}
