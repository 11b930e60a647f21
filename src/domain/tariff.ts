/**
 * Tariffs of the postpaid bill (document 1 sections 1 and 3: the current bill and its format): energy
 * priced in monthly blocks, fixed monthly charges, levies per kWh and VAT, and the charge lines a bill
 * is made of. Shared by the seed (which prices every bill with it), the server (bill details, the
 * explainer, the PDF) and the views. Amounts are integer thebe (1/100 pula); kWh may have decimals
 * (the explainer prices usage that was never billed), each line is rounded to the thebe once.
 */

/** One block of the energy charge: its first `kwh` units a month (null: every unit above the earlier blocks). */
export interface TariffBlock {
  kwh: number | null;
  /** Thebe per kWh, VAT excluded. */
  rateThebe: number;
}

export const fixedChargeCodes = ['serviceCharge'] as const;
export type FixedChargeCode = (typeof fixedChargeCodes)[number];
export const levyCodes = ['electrificationLevy'] as const;
export type LevyCode = (typeof levyCodes)[number];
/** One-off charges and adjustments a bill may carry (the explainer's "one-off charges"). */
export const oneOffCodes = ['meterTestFee', 'reconnectionFee', 'latePaymentCharge', 'goodwillCredit', 'estimateCorrection'] as const;
export type OneOffCode = (typeof oneOffCodes)[number];

/** The rates of a tariff from a day on (until the next rates of the same tariff). */
export interface TariffRates {
  /** yyyy-mm-dd: bills dated on or after this day use these rates. */
  effectiveFrom: string;
  blocks: TariffBlock[];
  /** Thebe a month, VAT excluded, whatever the period's length. */
  fixedCharges: { code: FixedChargeCode; thebe: number }[];
  /** Thebe per kWh, VAT excluded. */
  levies: { code: LevyCode; thebePerKwh: number }[];
  /** 0.14 for 14%. */
  vatRate: number;
}

export interface Tariff {
  code: string;
  name: string;
  /** Oldest first. */
  rates: TariffRates[];
}

/** The rates in force on `day` (the oldest when the day is before all of them). */
export function ratesOn(tariff: Pick<Tariff, 'rates'>, day: string): TariffRates {
  const sorted = [...tariff.rates].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  let found = sorted[0];
  for (const rates of sorted) if (rates.effectiveFrom <= day) found = rates;
  if (!found) throw new Error('a tariff without rates');
  return found;
}

export type ChargeLineKind = 'energy' | 'fixed' | 'levy' | 'oneOff' | 'adjustment' | 'tax';

/** One line of a bill's current charges. */
export interface ChargeLine {
  kind: ChargeLineKind;
  /** energy: block1, block2...; fixed, levy and one-off: their code; tax: vat. */
  code: string;
  /** kWh for energy and levies; null for the others. */
  quantity: number | null;
  /** Thebe per kWh (energy, levies); the percentage for VAT (14); null for the others. */
  rate: number | null;
  amountThebe: number;
}

/** A one-off charge (positive) or adjustment (a credit, negative), VAT excluded for charges. */
export interface OneOff {
  code: OneOffCode;
  thebe: number;
}

/** Adjustments are credits and corrections, outside VAT; every other one-off carries VAT. */
export const isAdjustment = (oneOff: OneOff) => oneOff.thebe < 0 || oneOff.code === 'goodwillCredit' || oneOff.code === 'estimateCorrection';

/** kWh falling in each block for `kwh` used in a month. */
export function blockUsage(blocks: readonly TariffBlock[], kwh: number): number[] {
  let left = Math.max(0, kwh);
  return blocks.map((block) => {
    const inBlock = block.kwh === null ? left : Math.min(left, block.kwh);
    left -= inBlock;
    return inBlock;
  });
}

/**
 * The charge lines of a period: energy by block, fixed charges, levies, one-off charges, VAT on all of
 * those, then adjustments (outside VAT). Zero-kWh blocks after the first are left out.
 */
export function chargeLines(rates: TariffRates, kwh: number, oneOffs: readonly OneOff[] = []): ChargeLine[] {
  const lines: ChargeLine[] = [];
  blockUsage(rates.blocks, kwh).forEach((inBlock, index) => {
    const block = rates.blocks[index]!;
    if (index > 0 && inBlock <= 0) return;
    lines.push({ kind: 'energy', code: `block${index + 1}`, quantity: inBlock, rate: block.rateThebe, amountThebe: Math.round(inBlock * block.rateThebe) });
  });
  for (const fixed of rates.fixedCharges) lines.push({ kind: 'fixed', code: fixed.code, quantity: null, rate: null, amountThebe: fixed.thebe });
  for (const levy of rates.levies) lines.push({ kind: 'levy', code: levy.code, quantity: Math.max(0, kwh), rate: levy.thebePerKwh, amountThebe: Math.round(Math.max(0, kwh) * levy.thebePerKwh) });
  const charges = oneOffs.filter((oneOff) => !isAdjustment(oneOff));
  const adjustments = oneOffs.filter(isAdjustment);
  for (const oneOff of charges) lines.push({ kind: 'oneOff', code: oneOff.code, quantity: null, rate: null, amountThebe: oneOff.thebe });
  const taxable = lines.reduce((sum, line) => sum + line.amountThebe, 0);
  lines.push({ kind: 'tax', code: 'vat', quantity: null, rate: Math.round(rates.vatRate * 10000) / 100, amountThebe: Math.round(taxable * rates.vatRate) });
  for (const oneOff of adjustments) lines.push({ kind: 'adjustment', code: oneOff.code, quantity: null, rate: null, amountThebe: oneOff.thebe });
  return lines;
}

export const linesTotal = (lines: readonly Pick<ChargeLine, 'amountThebe'>[]) => lines.reduce((sum, line) => sum + line.amountThebe, 0);

/** What `kwh` costs on `rates` with no one-off charge (VAT included), in thebe. */
export function usageCharge(rates: TariffRates, kwh: number): number {
  return linesTotal(chargeLines(rates, kwh));
}

/**
 * Who may take each tariff: the domestic tariffs are for homes (accountType Residential), the business
 * tariffs for businesses (Commercial). A tariff not listed here is open to every account.
 */
export const tariffAccountTypes: Readonly<Record<string, 'Residential' | 'Commercial'>> = {
  Domestic: 'Residential',
  'Domestic Flat Rate': 'Residential',
  'Small Business': 'Commercial',
  'Medium Business': 'Commercial',
};

/** Whether an account of `accountType` may take the tariff `code` (what a rate comparison offers it). */
export function mayTakeTariff(code: string, accountType: string): boolean {
  const only = tariffAccountTypes[code];
  return only === undefined || only === accountType;
}
