/**
 * Helpers of the payment and recharge tests: the calls with their Idempotency-Key and checksum
 * headers, bodies for saved methods, new cards and new bank accounts, the demo accounts, support
 * sessions, and a scan of every table for text that must never be stored.
 */
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { billingCalls, paymentCalls, singleSignOnCalls, userCalls } from '../../src/domain/calls.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { convenienceFee, type CurrentBill, type SavedPaymentMethod } from '../../src/domain/payment.ts';
import type { LoginData, SupportSignOnData } from '../../src/domain/session.ts';
import { bearer, envelope, signIn, type TestServer } from './helpers.ts';

export const home = '300041526371';
export const flat = '300041526389';
export const prepaidAccount = '300052837104';
export const prepaidMeter = '04112873365';
export const suspended = '300017382659';

export const payUrl = (call: keyof typeof paymentCalls) => `${apiAreas.payment}${paymentCalls[call]}`;
export const billUrl = (call: keyof typeof billingCalls, query: string) => `${apiAreas.billing}${billingCalls[call]}?${query}`;

/** The x-checksum header of a body, as the portal computes it. */
export function checksum(body: string): string {
  return `sha256=${createHash('sha256').update(body, 'utf8').digest('base64')}`;
}

/** yyyy-mm-dd of a moment (UTC), default now. */
export const day = (moment: Date = new Date(), plusDays = 0) => new Date(moment.getTime() + plusDays * 86_400_000).toISOString().slice(0, 10);
export const nextYear = () => new Date().getUTCFullYear() + 1;

export interface PostOptions {
  headers?: Record<string, string>;
  key?: string | null;
  /** Send the checksum header (default true). */
  signed?: boolean;
  ip?: string;
}

/** POST a payment call as the portal does: JSON, checksum, and an Idempotency-Key (a new one by default). */
export function post(server: TestServer, url: string, body: unknown, options: PostOptions = {}): Promise<LightMyRequestResponse> {
  const payload = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.signed !== false) headers['x-checksum'] = checksum(payload);
  if (options.key !== null) headers['idempotency-key'] = options.key ?? randomUUID();
  return server.request({ method: 'POST', url, headers, payload, remoteAddress: options.ip ?? '127.0.0.1' });
}

export function card(cardNumber: string, overrides: Record<string, unknown> = {}) {
  return { nameOnCard: 'Kagiso T Molefe', cardNumber, expiryMonth: 12, expiryYear: nextYear(), cvv: cardNumber.startsWith('3') ? '1234' : '123', ...overrides };
}

export function bank(bankAccountNumber = '62001234567', routingNumber = '281467902', overrides: Record<string, unknown> = {}) {
  return {
    accountHolderName: 'Kagiso T Molefe', accountType: 'checking', routingNumber, confirmRoutingNumber: routingNumber,
    bankAccountNumber, confirmBankAccountNumber: bankAccountNumber, ...overrides,
  };
}

/** A pay-now body: the amount with the fee its method kind pays. */
export function payBody(accountNumber: string, amount: number, method: { saved: string; kind: 'card' | 'bank' } | { card: object } | { bank: object }, extra: Record<string, unknown> = {}) {
  const base = { accountNumber, amount, paymentAmountType: 'OtherAmount', paymentDate: day() };
  if ('saved' in method) return { ...base, paymentMethod: 'SavedPaymentMethod', savedPaymentMethod: method.saved, convenienceFee: convenienceFee(amount, method.kind), ...extra };
  if ('card' in method) return { ...base, paymentMethod: 'NewCard', card: method.card, convenienceFee: convenienceFee(amount, 'card'), ...extra };
  return { ...base, paymentMethod: 'NewBankAccount', bank: method.bank, convenienceFee: convenienceFee(amount, 'bank'), ...extra };
}

export async function currentBill(server: TestServer, headers: Record<string, string>, accountNumber: string): Promise<CurrentBill> {
  const reply = await server.request({ method: 'GET', url: billUrl('currentBill', `accountNumber=${accountNumber}`), headers });
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<CurrentBill>(reply).data;
}

export async function savedMethods(server: TestServer, headers: Record<string, string>, accountNumber = home): Promise<SavedPaymentMethod[]> {
  const reply = await server.request({ method: 'GET', url: `${payUrl('methods')}?accountNumber=${accountNumber}`, headers });
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<SavedPaymentMethod[]>(reply).data;
}

/** demo.customer's saved card and bank account tokens. */
export async function customerTokens(server: TestServer, headers: Record<string, string>) {
  const methods = await savedMethods(server, headers);
  return { card: methods.find((m) => m.kind === 'card' && m.last4 === '4242')!.paymentTokenId, bank: methods.find((m) => m.kind === 'bank' && m.last4 === '6789')!.paymentTokenId };
}

/** An agent's support session on an account (agent.csr through support sign-on). */
export async function supportSession(server: TestServer, accountNumber: string) {
  const agent = await signIn(server, 'agent.csr');
  const issued = await server.request({ method: 'POST', url: `${apiAreas.singleSignOn}${singleSignOnCalls.support}`, headers: agent.headers, payload: { accountNumber } });
  expect(issued.statusCode, issued.body).toBe(200);
  const token = envelope<SupportSignOnData>(issued).data.token;
  const session = await server.request({ method: 'POST', url: `${apiAreas.userManagement}${userCalls.authenticate}`, payload: { token } });
  expect(session.statusCode, session.body).toBe(200);
  return bearer(envelope<LoginData>(session).data.accessToken);
}

/** Every row of every table of the schema, as text (to prove a value is stored nowhere). */
export async function everyTableAsText(server: TestServer): Promise<string> {
  const result = (await server.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)) as unknown as { rows: { table_name: string }[] };
  expect(result.rows.length).toBeGreaterThan(30);
  const parts: string[] = [];
  for (const { table_name: table } of result.rows) {
    const rows = (await server.db.execute(sql.raw(`select * from "${table}"`))) as unknown as { rows: unknown[] };
    parts.push(`${table}:${JSON.stringify(rows.rows)}`);
  }
  return parts.join('\n');
}

export function expectCode(reply: LightMyRequestResponse, status: number, msgcode: string) {
  expect(reply.statusCode, reply.body).toBe(status);
  const body = envelope(reply);
  expect(body.status).toMatchObject({ code: status, msgcode });
  expect(body.data).toBeNull();
}
