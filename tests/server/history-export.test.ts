/**
 * Billing & Payment History downloads (GET {billing}/history-export) and the date-range filter of the
 * history call: the .xlsx is read back (date cells are dates, amounts are numbers); the CSV keeps a
 * formula-like nickname as text; the range is both days included and refused when reversed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import * as t from '../../server/db/schema.ts';
import type { HistoryItem, Paged } from '../../src/domain/payment.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';
import { billUrl, expectCode, home, suspended } from './paymentHelpers.ts';

let server: TestServer;
let customer: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  customer = (await signIn(server, 'demo.customer')).headers;
});
afterAll(async () => {
  await server?.close();
});

const history = async (query: string) => {
  const reply = await server.request({ method: 'GET', url: billUrl('history', query), headers: customer });
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<Paged<HistoryItem>>(reply).data;
};
const exported = (query: string) => server.request({ method: 'GET', url: billUrl('historyExport', query), headers: customer });

describe('the date-range filter', () => {
  it('keeps the items dated from `from` to `to`, both days included', async () => {
    const all = (await history(`accountNumber=${home}&type=bill&pageSize=50`)).items;
    const from = all[5]!.date;
    const to = all[2]!.date;
    const ranged = await history(`accountNumber=${home}&type=bill&pageSize=50&from=${from}&to=${to}`);
    expect(ranged.items.map((item) => item.date)).toEqual(all.slice(2, 6).map((item) => item.date));
    expect(ranged.total).toBe(4);
    expectCode(await server.request({ method: 'GET', url: billUrl('history', `accountNumber=${home}&from=${to}&to=${from}`), headers: customer }), 400, 'VLD002');
  });
});

describe('downloads', () => {
  it('.xlsx of the bills in a range: read back, a header row, date cells as dates and amounts as numbers', async () => {
    const bills = (await history(`accountNumber=${home}&type=bill&pageSize=50`)).items.slice(0, 12);
    const reply = await exported(`accountNumber=${home}&type=bill&format=xlsx&from=${bills.at(-1)!.date}`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="billing-history-bills-${home}.xlsx"`);
    const rows = await readSheet(reply.rawPayload);
    expect(rows[0]).toEqual(['Bill date', 'Bill number', 'Period start', 'Period end', 'Due date', 'Usage (kWh)', 'Amount (BWP)', 'Status']);
    expect(rows).toHaveLength(1 + 12);
    bills.forEach((bill, index) => {
      const row = rows[index + 1]!;
      expect(row[0]).toBeInstanceOf(Date);
      expect((row[0] as unknown as Date).toISOString().slice(0, 10)).toBe(bill.date);
      expect(row[1]).toBe(bill.reference);
      expect((row[4] as unknown as Date).toISOString().slice(0, 10)).toBe(bill.dueDate);
      expect(row[5]).toBe(bill.usageKwh);
      expect(row[6]).toBe(bill.amount);
      expect(row[7]).toBe(bill.status);
    });
  });

  it('CSV of the payments: a formula-like nickname is kept as text, amounts stay numbers; Spanish headers', async () => {
    const [user] = await server.db.select().from(t.users).where(eq(t.users.userName, 'demo.customer'));
    await server.db
      .update(t.paymentMethods)
      .set({ nickname: '=HYPERLINK("http://evil.example","Pay")' })
      .where(and(eq(t.paymentMethods.userId, user!.id), eq(t.paymentMethods.kind, 'card')));
    const payments = (await history(`accountNumber=${home}&type=payment&pageSize=50`)).items;
    const reply = await exported(`accountNumber=${home}&type=payment&format=csv&language=ES`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = reply.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFFecha de pago,Número de confirmación,Importe (BWP)')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + payments.length);
    const byCard = lines.find((line) => line.includes('VISA ending'))!;
    expect(byCard).toContain(`"'=HYPERLINK(""http://evil.example"",""Pay"")"`);
    expect(lines.every((line) => !/(^|,)=/.test(line))).toBe(true);
    const first = lines[1]!.split(',');
    expect(first[0]).toBe(payments[0]!.date);
    expect(first[2]).toBe(String(payments[0]!.amount));
  });

  it('refuses a status-2 account, a reversed range and an unknown format', async () => {
    const suspendedUser = (await signIn(server, 'demo.suspended')).headers;
    expectCode(await server.request({ method: 'GET', url: billUrl('historyExport', `accountNumber=${suspended}&type=bill&format=csv`), headers: suspendedUser }), 403, 'GEN403');
    expectCode(await exported(`accountNumber=${home}&type=bill&format=csv&from=2026-05-01&to=2026-04-01`), 400, 'VLD002');
    expectCode(await exported(`accountNumber=${home}&type=bill&format=pdf`), 400, 'VLD002');
  });
});
