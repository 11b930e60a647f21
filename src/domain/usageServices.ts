/**
 * The usage services and the right that shows each (document 2 section 6, Usage group): small, so
 * the route guards of /usages and /Compare read them without the usage module in the entry chunk.
 */
import { rights } from './rights.ts';

export const usageServices = ['electric', 'gas', 'water', 'solar'] as const;
export type UsageService = (typeof usageServices)[number];

/** The right that shows each service's usage (document 2 section 6, Usage group). */
export const usageServiceRight: Record<UsageService, string> = {
  electric: rights.usageElectric,
  gas: rights.usageGas,
  water: rights.usageWater,
  solar: rights.usageSolar,
};
