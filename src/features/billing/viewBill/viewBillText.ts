import type { IntlShape } from 'react-intl';
import type { BillLine } from '../../../domain/bill.ts';
import type { ChangePartCode } from '../../../domain/billExplainer.ts';

/** The name of a charge line (literal ids, so the catalogue test finds them); an unknown code reads "Other charge". */
const lineNames: Record<string, string> = {
  block1: 'billing.viewBill.line.block1',
  block2: 'billing.viewBill.line.block2',
  block3: 'billing.viewBill.line.block3',
  serviceCharge: 'billing.viewBill.line.serviceCharge',
  electrificationLevy: 'billing.viewBill.line.electrificationLevy',
  meterTestFee: 'billing.viewBill.line.meterTestFee',
  reconnectionFee: 'billing.viewBill.line.reconnectionFee',
  latePaymentCharge: 'billing.viewBill.line.latePaymentCharge',
  goodwillCredit: 'billing.viewBill.line.goodwillCredit',
  estimateCorrection: 'billing.viewBill.line.estimateCorrection',
  vat: 'billing.viewBill.line.vat',
};

export function lineName(intl: IntlShape, line: Pick<BillLine, 'code' | 'rate'>): string {
  return intl.formatMessage({ id: lineNames[line.code] ?? 'billing.viewBill.line.other' }, { rate: line.rate ?? 0 });
}

/** The heading of each kind of charge line, in the order the bill lists them. */
export const lineGroups: { kind: BillLine['kind']; labelId: string }[] = [
  { kind: 'energy', labelId: 'billing.viewBill.group.energy' },
  { kind: 'fixed', labelId: 'billing.viewBill.group.fixed' },
  { kind: 'levy', labelId: 'billing.viewBill.group.levy' },
  { kind: 'oneOff', labelId: 'billing.viewBill.group.oneOff' },
  { kind: 'tax', labelId: 'billing.viewBill.group.tax' },
  { kind: 'adjustment', labelId: 'billing.viewBill.group.adjustment' },
];

export const partNames: Record<ChangePartCode, string> = {
  usage: 'billing.viewBill.part.usage',
  days: 'billing.viewBill.part.days',
  weather: 'billing.viewBill.part.weather',
  rates: 'billing.viewBill.part.rates',
  oneOff: 'billing.viewBill.part.oneOff',
};
