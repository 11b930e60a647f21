/**
 * The bill PDF (GET {billing}/bill-pdf): made by the server for any bill in history, rendered here
 * to an image with pdf.js and read back as text: the holder's Setswana name prints (the embedded
 * DejaVu font), the account, address, period, charges and the payment stub's reference are on it;
 * the download is logged with the bill-PDF right; a status-2 account is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import type { BillDetails } from '../../src/domain/bill.ts';
import { rights } from '../../src/domain/rights.ts';
import { formatMoney } from '../../src/domain/format.ts';
import { paymentReference } from '../../server/billing/billPdf.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';
import { pixel, readFirstPage as read } from './pdfPages.ts';
import { billUrl, expectCode, home, suspended } from './paymentHelpers.ts';

let server: TestServer;
let customer: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  customer = (await signIn(server, 'demo.customer')).headers;
  // A Setswana first name with š, which the PDF standard fonts cannot print.
  await server.db.update(t.serviceAccounts).set({ holderFirstName: 'Ntšhekang' }).where(eq(t.serviceAccounts.accountNumber, home));
});
afterAll(async () => {
  await server?.close();
});

describe('the bill PDF', () => {
  it('an earlier bill: rendered, it reads the name in Setswana, the account, the period, the charges and the stub reference', async () => {
    const [older] = await server.db
      .select({ billNumber: t.bills.billNumber })
      .from(t.bills)
      .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.bills.accountId))
      .where(eq(t.serviceAccounts.accountNumber, home))
      .orderBy(asc(t.bills.billDate))
      .offset(24 - 7)
      .limit(1);
    const details = envelope<BillDetails>(await server.request({ method: 'GET', url: billUrl('details', `accountNumber=${home}&billNumber=${older!.billNumber}`), headers: customer })).data;
    const reply = await server.request({ method: 'GET', url: billUrl('pdf', `accountNumber=${home}&billNumber=${older!.billNumber}`), headers: customer });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="bill-${older!.billNumber}.pdf"`);
    expect(reply.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The font is embedded (a TrueType font file), not a reference to a standard font.
    expect(reply.rawPayload.toString('latin1')).toMatch(/\/FontFile2/);

    const { text, image } = await read(reply.rawPayload);
    expect(text).toContain('Kgalagadi Power');
    expect(text).toContain('Ntšhekang Molefe');
    expect(text).toContain(home);
    expect(text).toContain('Plot 2231, Moremi Road');
    expect(text).toContain(older!.billNumber);
    expect(text).toContain(`(${details.days} days)`);
    expect(text).toContain('Energy, first block (up to 200 kWh)');
    expect(text).toContain('Goodwill credit');
    expect(text).toContain(formatMoney(-25).replace(/\s+/g, ' '));
    expect(text).toContain(`Total on this bill`);
    expect(text).toContain(paymentReference(older!.billNumber));
    expect(text).toContain('Payment stub');
    // The header band is the utility's purple; the page below it is white paper.
    expect(pixel(image, 20, 20)).toEqual([0x3d, 0x1a, 0x5c]);
    expect(pixel(image, image.width - 5, image.height - 5)).toEqual([255, 255, 255]);

    const logged = await server.db
      .select()
      .from(t.interactionRecords)
      .where(and(eq(t.interactionRecords.actionTypeCode, rights.billPdf), eq(t.interactionRecords.accountNumber, home)));
    expect(logged).toEqual([expect.objectContaining({ actionSubject: 'Bill PDF Downloaded', actionNotes: `Bill ${older!.billNumber}`, screenName: 'View Bill', updatedBy: 2 })]);
  });

  it('in French, the latest bill with its meter test fee', async () => {
    const reply = await server.request({ method: 'GET', url: billUrl('pdf', `accountNumber=${home}&language=FR`), headers: customer });
    expect(reply.statusCode, reply.body).toBe(200);
    const { text } = await read(reply.rawPayload);
    expect(text).toContain('Facture d’électricité');
    expect(text).toContain('Frais de vérification du compteur');
    expect(text).toContain('Talon de paiement');
  });

  it('the payment reference is the bill number with a Luhn check digit', () => {
    expect(paymentReference('7992739871')).toBe('79927398713');
  });

  it('refuses a status-2 account, an unknown bill and another language', async () => {
    const suspendedUser = (await signIn(server, 'demo.suspended')).headers;
    expectCode(await server.request({ method: 'GET', url: billUrl('pdf', `accountNumber=${suspended}`), headers: suspendedUser }), 403, 'GEN403');
    expectCode(await server.request({ method: 'GET', url: billUrl('pdf', `accountNumber=${home}&billNumber=99999999202001`), headers: customer }), 404, 'GEN404');
    expectCode(await server.request({ method: 'GET', url: billUrl('pdf', `accountNumber=${home}&language=DE`), headers: customer }), 400, 'VLD002');
  });
});
