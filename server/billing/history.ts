/**
 * The bills and payments of an account as Billing & Payment History lists them (newest first), in
 * a date range, and the same items as a file: .xlsx with real number and date cells
 * (write-excel-file) or CSV (csv-stringify) with text cells that look like formulas escaped.
 */
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import type { AccountRow } from '../accounts.ts';
import { pula, thebe } from '../payments/statement.ts';
import { isoDay } from '../../src/domain/format.ts';
import type { HistoryItem } from '../../src/domain/payment.ts';
import { methodDetailOf } from '../../src/domain/paymentMethodText.ts';
import { escapeSpreadsheetText, type HistoryExportFormat, type HistoryItemType } from '../../src/domain/billingHistory.ts';
import type { Language } from '../../src/domain/language.ts';

export interface HistoryRange {
  from?: string;
  to?: string;
}

/** A history item with the nickname of the saved method a payment used (exports show it). */
export type ListedItem = HistoryItem & { methodNickname?: string | null };

/** The account's bills and payments of `type` (both when left out) dated within `range`, newest first. */
export async function historyItems(ctx: ServerContext, account: Pick<AccountRow, 'id'>, type: HistoryItemType | undefined, range: HistoryRange): Promise<ListedItem[]> {
  const billDays = [eq(t.bills.accountId, account.id)];
  if (range.from) billDays.push(gte(t.bills.billDate, range.from));
  if (range.to) billDays.push(lte(t.bills.billDate, range.to));
  const paidDays = [eq(t.payments.accountId, account.id), inArray(t.payments.status, ['completed', 'scheduled', 'processing', 'cancelled', 'failed'])];
  if (range.from) paidDays.push(gte(t.payments.paidAt, new Date(`${range.from}T00:00:00Z`)));
  if (range.to) paidDays.push(lte(t.payments.paidAt, new Date(`${range.to}T23:59:59.999Z`)));
  // An account has one bill a month and a few payments: both lists are merged in memory.
  const bills = type === 'payment' ? [] : await ctx.db.select().from(t.bills).where(and(...billDays));
  const payments =
    type === 'bill'
      ? []
      : await ctx.db
          .select({ payment: t.payments, nickname: t.paymentMethods.nickname })
          .from(t.payments)
          .leftJoin(t.paymentMethods, eq(t.paymentMethods.id, t.payments.paymentMethodId))
          .where(and(...paidDays));
  const items: (ListedItem & { at: number })[] = [
    ...bills.map((bill) => ({
      at: Date.parse(`${bill.billDate}T00:00:00Z`),
      type: 'bill' as const,
      date: bill.billDate,
      amount: pula(thebe(bill.amountDue)),
      status: bill.status,
      reference: bill.billNumber,
      description: `Bill for ${bill.periodStart} to ${bill.periodEnd}`,
      dueDate: bill.dueDate,
      billPeriodStart: bill.periodStart,
      billPeriodEnd: bill.periodEnd,
      usageKwh: Number(bill.usage),
    })),
    ...payments.map(({ payment, nickname }) => ({
      at: payment.paidAt.getTime(),
      type: 'payment' as const,
      date: isoDay(payment.paidAt),
      amount: pula(thebe(payment.amount)),
      status: payment.status === 'processing' ? 'scheduled' : payment.status,
      reference: payment.confirmationNumber,
      description: payment.status === 'scheduled' || payment.status === 'processing' ? 'Scheduled payment' : 'Payment',
      convenienceFee: pula(thebe(payment.convenienceFee)),
      method: payment.methodRef,
      methodDetail: methodDetailOf(payment.methodRef),
      channel: payment.channel,
      methodNickname: nickname,
    })),
  ];
  items.sort((a, b) => b.at - a.at || (a.type === b.type ? 0 : a.type === 'payment' ? -1 : 1));
  return items.map(({ at: _at, ...item }) => item);
}

type Column = { header: string; kind: 'date' | 'number' | 'money' | 'text'; value: (item: ListedItem) => string | number | null };

const headers: Record<Language, Record<string, string>> = {
  EN_US: {
    billDate: 'Bill date', billNumber: 'Bill number', periodStart: 'Period start', periodEnd: 'Period end', dueDate: 'Due date', usage: 'Usage (kWh)', amount: 'Amount (BWP)', status: 'Status',
    paymentDate: 'Payment date', confirmation: 'Confirmation number', fee: 'Convenience fee (BWP)', method: 'Paid with', nickname: 'Method nickname', channel: 'Channel',
  },
  EN_UK: {} as Record<string, string>,
  ES: {
    billDate: 'Fecha de factura', billNumber: 'Número de factura', periodStart: 'Inicio del periodo', periodEnd: 'Fin del periodo', dueDate: 'Vencimiento', usage: 'Consumo (kWh)', amount: 'Importe (BWP)', status: 'Estado',
    paymentDate: 'Fecha de pago', confirmation: 'Número de confirmación', fee: 'Cargo por servicio (BWP)', method: 'Pagado con', nickname: 'Alias del método', channel: 'Canal',
  },
  FR: {
    billDate: 'Date de facture', billNumber: 'Numéro de facture', periodStart: 'Début de période', periodEnd: 'Fin de période', dueDate: 'Échéance', usage: 'Consommation (kWh)', amount: 'Montant (BWP)', status: 'Statut',
    paymentDate: 'Date de paiement', confirmation: 'Numéro de confirmation', fee: 'Frais de service (BWP)', method: 'Payé avec', nickname: 'Surnom du moyen', channel: 'Canal',
  },
};
headers.EN_UK = headers.EN_US;

function columns(type: HistoryItemType, language: Language): Column[] {
  const h = headers[language];
  if (type === 'bill') {
    return [
      { header: h.billDate!, kind: 'date', value: (item) => item.date },
      { header: h.billNumber!, kind: 'text', value: (item) => item.reference },
      { header: h.periodStart!, kind: 'date', value: (item) => item.billPeriodStart ?? null },
      { header: h.periodEnd!, kind: 'date', value: (item) => item.billPeriodEnd ?? null },
      { header: h.dueDate!, kind: 'date', value: (item) => item.dueDate ?? null },
      { header: h.usage!, kind: 'number', value: (item) => item.usageKwh ?? null },
      { header: h.amount!, kind: 'money', value: (item) => item.amount },
      { header: h.status!, kind: 'text', value: (item) => item.status },
    ];
  }
  return [
    { header: h.paymentDate!, kind: 'date', value: (item) => item.date },
    { header: h.confirmation!, kind: 'text', value: (item) => item.reference },
    { header: h.amount!, kind: 'money', value: (item) => item.amount },
    { header: h.fee!, kind: 'money', value: (item) => item.convenienceFee ?? 0 },
    { header: h.method!, kind: 'text', value: (item) => item.method ?? '' },
    { header: h.nickname!, kind: 'text', value: (item) => item.methodNickname ?? '' },
    { header: h.channel!, kind: 'text', value: (item) => item.channel ?? '' },
    { header: h.status!, kind: 'text', value: (item) => item.status },
  ];
}

/** The items as an .xlsx or CSV file. */
export async function historyFile(items: ListedItem[], type: HistoryItemType, format: HistoryExportFormat, language: Language): Promise<Buffer> {
  const cols = columns(type, language);
  if (format === 'csv') {
    const rows = [cols.map((col) => col.header), ...items.map((item) => cols.map((col) => col.value(item)))];
    const text = stringify(rows, {
      cast: {
        // Text that a spreadsheet would run as a formula is kept as text; numbers are written as numbers.
        string: (value) => escapeSpreadsheetText(value),
        number: (value) => String(value),
      },
      record_delimiter: 'windows',
    });
    // A byte-order mark, so spreadsheet programs read the file as UTF-8.
    return Buffer.from(`\uFEFF${text}`, 'utf8');
  }
  const data = [
    cols.map((col) => ({ value: col.header, fontWeight: 'bold' as const })),
    ...items.map((item) =>
      cols.map((col) => {
        const value = col.value(item);
        if (value === null || value === '') return null;
        if (col.kind === 'date') return { value: new Date(`${String(value)}T00:00:00Z`), type: Date, format: 'yyyy-mm-dd' };
        if (col.kind === 'money') return { value: Number(value), type: Number, format: '#,##0.00' };
        if (col.kind === 'number') return { value: Number(value), type: Number };
        return { value: String(value), type: String };
      }),
    ),
  ];
  const file = await writeXlsxFile(data, { columns: cols.map((col) => ({ width: col.kind === 'text' ? 22 : 14 })), sheet: type === 'bill' ? 'Bills' : 'Payments' });
  return file.toBuffer();
}
