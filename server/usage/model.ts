/**
 * The usage and weather model: pure, deterministic functions of (town, day) and (meter, day), so the
 * same day always reads the same and tests can assert figures. Nothing here touches the database.
 *
 * - Weather: a seasonal curve for the southern hemisphere (hottest mid-January, coldest mid-July),
 *   warmer in the north, multi-day warm and cold spells, cloudy days mostly in the summer rains.
 * - Electric: a daily total that rises with cooling degree days (air conditioning) and heating degree
 *   days (heaters), higher at weekends; its intervals follow a profile of the day's kind (weekday,
 *   weekend, hot, cold, business). Totals are scaled per billing period to the billed kWh (store.ts).
 * - Gas (cooking, water heating in winter), water (showers, gardens on hot days; one account has a
 *   leak month of constant flow), solar (daylight by season, clouds).
 */
import { degreeDayBaseC } from '../../src/domain/usage.ts';
import { addDaysIso } from '../../src/domain/format.ts';
import { townInfo, type Town } from '../seed/geo.ts';

/** A value in [0, 1) from any key, the same on every run (FNV-1a then a mulberry32 round). */
export function hash01(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  const text = parts.join('|');
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let t = (h + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const dayMs = 86_400_000;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Day of the year, 1-366. */
export function dayOfYear(day: string): number {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Math.floor((time - Date.UTC(new Date(time).getUTCFullYear(), 0, 1)) / dayMs) + 1;
}
/** 0 Sunday ... 6 Saturday. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}
/** 1 in mid-January (summer), 0 in mid-July (winter). */
export function summerness(day: string): number {
  return (1 + Math.cos((2 * Math.PI * (dayOfYear(day) - 15)) / 365.25)) / 2;
}

export interface WeatherDay {
  high: number;
  low: number;
  mean: number;
  cdd: number;
  hdd: number;
  /** 0 clear ... 1 overcast. */
  cloud: number;
}

function knownTown(town: string): town is Town {
  return Object.hasOwn(townInfo, town);
}

/** Slow noise in about [-1, 1]: a weighted mean of a week of daily draws, so warm and cold spells last days. */
function spell(key: string, day: string): number {
  let sum = 0;
  let weights = 0;
  for (let k = -3; k <= 3; k++) {
    const w = 4 - Math.abs(k);
    sum += (hash01('spell', key, addDaysIso(day, k)) - 0.5) * w;
    weights += w;
  }
  return (sum / weights) * 4.2;
}

export function cloudOf(town: string, day: string): number {
  const rainChance = 0.08 + 0.37 * summerness(day);
  const draw = hash01('cloud', town, day);
  const amount = hash01('cloud-amount', town, day);
  return draw < rainChance ? 0.45 + 0.55 * amount : 0.2 * amount;
}

/** The weather of a service-centre town on a day. */
export function weatherOf(town: string, day: string): WeatherDay {
  const lat = knownTown(town) ? townInfo[town].lat : -24.6;
  const lng = knownTown(town) ? townInfo[town].lng : 25.9;
  // Warmer in the north (Kasane, Maun), a wider day-night swing in the Kalahari (west).
  const northWarmth = (lat + 24.6) * 0.45;
  const continental = Math.max(0, (25.5 - lng) * 0.55);
  const summer = summerness(day);
  const cloud = cloudOf(town, day);
  const mean = 13 + 13 * summer + northWarmth + spell(town, day) * 1.6 + (hash01('mean', town, day) - 0.5) * 1.5 - cloud * 1.5;
  const range = (12 + 6 * (1 - summer) + continental) * (1 - 0.45 * cloud);
  const m = round1(mean);
  return {
    high: round1(m + range / 2),
    low: round1(m - range / 2),
    mean: m,
    cdd: round1(Math.max(0, m - degreeDayBaseC)),
    hdd: round1(Math.max(0, degreeDayBaseC - m)),
    cloud,
  };
}

// ---------------------------------------------------------------- profiles

/** A bump centred at `hour` (Gaussian, `width` hours). */
const bump = (h: number, hour: number, width: number, height: number) => height * Math.exp(-((h - hour) ** 2) / (2 * width * width));

type Shape = (h: number) => number;

const electricShapes: Record<string, Shape> = {
  weekday: (h) => 0.3 + bump(h, 6.75, 0.8, 0.9) + bump(h, 12.5, 2, 0.15) + bump(h, 19.25, 1.6, 1.5),
  weekend: (h) => 0.3 + bump(h, 9, 1.2, 0.8) + bump(h, 13, 2.5, 0.45) + bump(h, 19, 1.8, 1.4),
  hot: (h) => 0.3 + bump(h, 6.75, 0.8, 0.8) + bump(h, 15.5, 2.6, 1.7) + bump(h, 19.5, 1.6, 1.3),
  cold: (h) => 0.45 + bump(h, 6.5, 1, 1.6) + bump(h, 12.5, 2, 0.15) + bump(h, 20, 1.8, 1.9),
  business: (h) => 0.35 + 1.5 / (1 + Math.exp(-(h - 7.5) * 2)) - 1.5 / (1 + Math.exp(-(h - 17.5) * 2)),
};
const gasShapes: Record<string, Shape> = {
  normal: (h) => 0.03 + bump(h, 7, 0.7, 1) + bump(h, 12.75, 0.8, 0.6) + bump(h, 18.75, 0.9, 1.3),
  cold: (h) => 0.05 + bump(h, 6.5, 0.9, 1.6) + bump(h, 12.75, 0.8, 0.6) + bump(h, 19, 1.1, 1.7),
};
const waterShapes: Record<string, Shape> = {
  normal: (h) => 0.04 + bump(h, 6.75, 0.9, 1.4) + bump(h, 12.5, 1.5, 0.35) + bump(h, 19, 1.3, 0.9),
  hot: (h) => 0.04 + bump(h, 6.75, 0.9, 1.3) + bump(h, 12.5, 1.5, 0.35) + bump(h, 18, 1, 1.6),
};

/** Day length in hours and solar noon for a month (1-12) in the south of Africa. */
function daylight(month: number): { length: number; noon: number } {
  const doy = (month - 1) * 30.4 + 15;
  return { length: 12 + 1.3 * Math.cos((2 * Math.PI * (doy - 355)) / 365.25), noon: 12.4 };
}
const solarShape = (month: number, cloudy: boolean): Shape => {
  const { length, noon } = daylight(month);
  const rise = noon - length / 2;
  return (h) => {
    const x = (h - rise) / length;
    if (x <= 0 || x >= 1) return 0;
    const clear = Math.sin(Math.PI * x) ** 1.4;
    return cloudy ? clear * (0.3 + 0.7 * hash01('passing-cloud', month, Math.floor(h))) : clear;
  };
};

/** The weights of a profile kind over a day's slots (a small per-slot wiggle, so days look measured). */
function weights(kind: string, shape: Shape, minutes: number): number[] {
  const slots = (24 * 60) / minutes;
  return Array.from({ length: slots }, (_, slot) => {
    const h = (slot + 0.5) * (minutes / 60);
    const w = shape(h);
    return w === 0 ? 0 : Math.round(w * (0.92 + 0.16 * hash01('slot', kind, slot)) * 1e6) / 1e6;
  });
}

export interface ProfileRow {
  kind: string;
  slot: number;
  weight: number;
}

/** Every profile: what usage_profiles holds. */
export function allProfiles(): ProfileRow[] {
  const rows: ProfileRow[] = [];
  const add = (kind: string, shape: Shape, minutes: number) => weights(kind, shape, minutes).forEach((weight, slot) => rows.push({ kind, slot, weight }));
  for (const [name, shape] of Object.entries(electricShapes)) add(`electric.${name}`, shape, 15);
  for (const [name, shape] of Object.entries(gasShapes)) add(`gas.${name}`, shape, 60);
  for (const [name, shape] of Object.entries(waterShapes)) add(`water.${name}`, shape, 60);
  // A leak: a constant flow under the household's use, day and night.
  const normal = waterShapes.normal!;
  add('water.leak', (h) => 0.6 * normal(h) + 0.4 * 0.45, 60);
  for (let month = 1; month <= 12; month++) {
    const mm = String(month).padStart(2, '0');
    add(`solar.${mm}`, solarShape(month, false), 60);
    add(`solar.${mm}.cloudy`, solarShape(month, true), 60);
  }
  return rows;
}

// ---------------------------------------------------------------- daily totals before scaling

export interface RawDay {
  /** Relative (electric, scaled later) or absolute (gas and water litres, solar Wh) amount. */
  amount: number;
  kind: string;
}

/** Electric: relative daily use (about 1 on a mild weekday). */
export function rawElectricDay(meterNumber: string, day: string, weather: WeatherDay, commercial: boolean): RawDay {
  const dow = weekday(day);
  const weekend = dow === 0 || dow === 6;
  const noise = 0.9 + 0.2 * hash01('electric', meterNumber, day);
  if (commercial) {
    const amount = (weekend ? 0.45 : 1) * (1 + 0.05 * weather.cdd + 0.02 * weather.hdd) * noise;
    return { amount, kind: 'electric.business' };
  }
  const amount = (weekend ? 1.12 : 1) * (1 + 0.075 * weather.cdd + 0.045 * weather.hdd) * noise;
  const kind = weather.cdd >= 5 ? 'electric.hot' : weather.hdd >= 6 ? 'electric.cold' : weekend ? 'electric.weekend' : 'electric.weekday';
  return { amount, kind };
}

/** Gas in litres (1/1000 m³): cooking every day, water heating on cold days. */
export function rawGasDay(meterNumber: string, day: string, weather: WeatherDay): RawDay {
  const noise = 0.85 + 0.3 * hash01('gas', meterNumber, day);
  return { amount: Math.round((320 + 55 * weather.hdd) * noise), kind: weather.hdd >= 6 ? 'gas.cold' : 'gas.normal' };
}

/** Water in litres: a household of four, gardens on hot days, and the leak month's constant flow. */
export function rawWaterDay(meterNumber: string, day: string, weather: WeatherDay, leak: boolean): RawDay {
  const dow = weekday(day);
  const noise = 0.85 + 0.3 * hash01('water', meterNumber, day);
  const base = (dow === 0 || dow === 6 ? 610 : 540) * (1 + 0.035 * weather.cdd) * noise;
  if (leak) return { amount: Math.round(base + 15 * 24), kind: 'water.leak' };
  return { amount: Math.round(base), kind: weather.cdd >= 5 ? 'water.hot' : 'water.normal' };
}

/** Solar generation in Wh of a 4.2 kWp roof: peak sun hours by season, less under cloud. */
export function rawSolarDay(meterNumber: string, day: string, weather: WeatherDay): RawDay {
  const doy = dayOfYear(day);
  const peakSunHours = 5.7 + 0.8 * Math.cos((2 * Math.PI * (doy - 355)) / 365.25);
  const noise = 0.96 + 0.08 * hash01('solar', meterNumber, day);
  const wh = 4200 * peakSunHours * 0.8 * (1 - 0.72 * weather.cloud) * noise;
  const month = day.slice(5, 7);
  return { amount: Math.round(wh), kind: weather.cloud >= 0.45 ? `solar.${month}.cloudy` : `solar.${month}` };
}

/**
 * Southern-hemisphere seasons of monthly electric use (index 0 is January), as the bills have them:
 * for the months no bill covers.
 */
export const seasonalElectric = [1.12, 1.06, 0.97, 0.9, 0.98, 1.18, 1.28, 1.17, 0.94, 1.0, 1.08, 1.14];

// ---------------------------------------------------------------- neighbours

/** Typical monthly kWh of a home of each size band (a mild month; seasons scale it). */
const typicalKwh: Record<'small' | 'medium' | 'large', number> = { small: 170, medium: 300, large: 520 };

/**
 * The kind of premise: businesses by the account type; homes a house or, one in three, a flat
 * (fixed by the premise id, as the utility's property records would have it).
 */
export function premiseTypeOf(premiseId: string, accountType: string): 'house' | 'flat' | 'business' {
  if (accountType === 'Commercial') return 'business';
  return hash01('premise', premiseId) < 1 / 3 ? 'flat' : 'house';
}

/** The size band of a premise from its average monthly kWh (what the records' floor area predicts). */
export function premiseSizeOf(averageKwh: number): 'small' | 'medium' | 'large' {
  return averageKwh < 230 ? 'small' : averageKwh < 420 ? 'medium' : 'large';
}

/**
 * The similar homes of a town, type and size band in a month: how many, their mean kWh over `days`
 * days of the month, and the efficient quarter's (25th percentile). Deterministic per group and
 * month; cooling and heating in the town's weather lift the month as they lift each home's.
 */
export function neighbourGroup(town: string, type: string, size: 'small' | 'medium' | 'large', month: string, days: number, weather: { cdd: number; hdd: number }) {
  const group = `${town}|${type}|${size}`;
  const homes = 35 + Math.floor(hash01('homes', group) * 140);
  const scale = type === 'business' ? 14 : type === 'flat' ? 0.8 : 1;
  const daysInMonth = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  const weatherLift = 1 + (0.075 * weather.cdd + 0.045 * weather.hdd) / Math.max(1, days);
  const noise = 0.94 + 0.12 * hash01('neighbour-month', group, month);
  const similar = typicalKwh[size] * scale * weatherLift * noise * (days / daysInMonth);
  const efficient = similar * (0.64 + 0.08 * hash01('efficient', group, month));
  return { homes, similar: Math.round(similar * 1000) / 1000, efficient: Math.round(efficient * 1000) / 1000 };
}
