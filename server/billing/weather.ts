/**
 * Degree days for the bill explainer's weather share, from a deterministic daily mean temperature of
 * Gaborone (warm summers around 27 C in January, cool winters around 13 C in July, a day-to-day
 * swing of a few degrees that differs from year to year). Heating degree days below 18 C and
 * cooling degree days above 24 C both raise electricity use, as the seeded seasons do.
 *
 * This is the billing area's own stand-in: the usage area's weather data (issue 17) may replace
 * `dailyMeanTemperature` without changing the explainer.
 */
import { addDaysIso } from '../../src/domain/format.ts';

export const heatingBaseC = 18;
export const coolingBaseC = 24;

/** A number in [0, 1) fixed by the day (FNV-1a of its text). */
function dayNoise(day: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < day.length; i++) {
    hash ^= day.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 2 ** 32;
}

/** Mean temperature of a day (yyyy-mm-dd), in degrees Celsius, to 0.1. */
export function dailyMeanTemperature(day: string): number {
  const start = Date.UTC(Number(day.slice(0, 4)), 0, 1);
  const dayOfYear = (Date.parse(`${day}T00:00:00Z`) - start) / 86_400_000;
  const seasonal = 20 + 7 * Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365.25);
  return Math.round((seasonal + (dayNoise(day) - 0.5) * 6) * 10) / 10;
}

/** Heating plus cooling degree days of the days from `start` to `end`, both included, to 0.1. */
export function degreeDays(start: string, end: string): number {
  let total = 0;
  for (let day = start; day <= end; day = addDaysIso(day, 1)) {
    const t = dailyMeanTemperature(day);
    total += Math.max(0, heatingBaseC - t) + Math.max(0, t - coolingBaseC);
  }
  return Math.round(total * 10) / 10;
}
