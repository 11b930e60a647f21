/**
 * Deterministic pseudo-random numbers for the seed (mulberry32): the same seed value always gives
 * the same demo data, so tests and screenshots stay stable.
 */
export interface Prng {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A string of `count` decimal digits (leading zeros allowed). */
  digits(count: number): string;
  /** `count` random bytes. */
  bytes(count: number): Buffer;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    between: (min, max) => min + next() * (max - min),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    digits: (count) => Array.from({ length: count }, () => String(int(0, 9))).join(''),
    bytes: (count) => Buffer.from(Array.from({ length: count }, () => int(0, 255))),
  };
}
