/**
 * Lists send how a payment was made as parts the portal words (issue 19, point 5), next to the
 * record's English text: the payments tab, the scheduled payments and the duplicate-payment check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuplicateCheckData, HistoryItem, Paged, ScheduledPayment } from '../../src/domain/payment.ts';
import { methodRecordText } from '../../src/domain/paymentMethodText.ts';
import { paymentCalls } from '../../src/domain/calls.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';
import { billUrl, flat, home, payUrl, post } from './paymentHelpers.ts';

let server: TestServer;
let customer: Record<string, string>;
let uuid: string;
beforeAll(async () => {
  server = await startTestServer();
  const signedIn = await signIn(server, 'demo.customer');
  customer = signedIn.headers;
  uuid = signedIn.uuid;
});
afterAll(async () => {
  await server?.close();
});

describe('method parts', () => {
  it('every payment of the history has the parts of its text: the saved card, the bank account, cash at the service centre', async () => {
    const reply = await server.request({ method: 'GET', url: billUrl('history', `accountNumber=${home}&type=payment&pageSize=50`), headers: customer });
    const items = envelope<Paged<HistoryItem>>(reply).data.items;
    for (const item of items) {
      expect(item.methodDetail, item.method).not.toBeNull();
      expect(methodRecordText(item.methodDetail!)).toBe(item.method);
    }
    const kinds = new Set(items.map((item) => item.methodDetail!.kind));
    expect(kinds).toEqual(new Set(['card', 'bank', 'cash']));
    expect(items.find((item) => item.methodDetail!.kind === 'cash')!.methodDetail).toEqual({ kind: 'cash', place: 'Gaborone-Main Mall' });
  });

  it('scheduled payments and the duplicate check carry them too', async () => {
    const scheduled = envelope<ScheduledPayment[]>(await server.request({ method: 'GET', url: `${apiAreas.payment}${paymentCalls.scheduled}?uuid=${uuid}`, headers: customer })).data;
    expect(scheduled.find((payment) => payment.accountNumber === flat)!.methodDetail).toEqual({ kind: 'card', brand: 'visa', last4: '4242' });
    const amount = scheduled.find((payment) => payment.accountNumber === flat)!.amount;
    const duplicate = envelope<DuplicateCheckData>(await post(server, payUrl('duplicateCheck'), { accountNumber: flat, amount }, { headers: customer, key: null })).data;
    expect(duplicate.previous?.methodDetail).toEqual({ kind: 'card', brand: 'visa', last4: '4242' });
  });
});
