/**
 * Usage priced as the bills are (server/billing/tariffs.ts): the rates of the account's tariff in
 * force on a day, and what a number of kWh costs on them (blocks, fixed charges, levies, VAT; no
 * one-off charge).
 */
import { tariffCatalogue, tariffOf } from '../billing/tariffs.ts';
import { ratesOn, usageCharge, type TariffRates } from '../../src/domain/tariff.ts';

export type { TariffRates };

/** The rates of tariff `code` (Domestic when unknown) in force on `day` (yyyy-mm-dd). */
export function ratesFor(code: string, day: string, now = new Date()): TariffRates {
  return ratesOn(tariffOf(tariffCatalogue(now), code), day);
}

/** Charge in thebe, VAT included, for `kwh` in a period on `rates`. */
export function chargeThebe(kwh: number, rates: TariffRates): number {
  return usageCharge(rates, kwh);
}
