/**
 * The bank routing lookup (GET /api/bankrouting/lookup?routingNumber=) as the payment-method step
 * calls it, before and after sign-in: the bank of a known routing number, null for an unknown one,
 * and bad input refused with the routing rules' codes (400 VLD002, never 500).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankRoutingCalls } from '../../src/domain/calls.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import type { RoutingLookupData } from '../../src/domain/payment.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const url = (query: string) => `${apiAreas.bankRouting}${bankRoutingCalls.lookup}${query}`;

describe('routing number lookup', () => {
  it('names the bank of a known routing number before sign-in', async () => {
    const reply = await server.request(url('?routingNumber=281467902'));
    expect(reply.statusCode).toBe(200);
    expect(envelope<RoutingLookupData>(reply).data).toEqual({ routingNumber: '281467902', bankName: 'First National Bank Botswana' });
  });

  it('answers the same signed in', async () => {
    const { headers } = await signIn(server, 'demo.customer');
    const reply = await server.request({ url: url('?routingNumber=231000000'), headers });
    expect(reply.statusCode).toBe(200);
    expect(envelope<RoutingLookupData>(reply).data.bankName).toBe('BancABC Botswana');
  });

  it('answers bankName null when no bank has the routing number', async () => {
    const reply = await server.request(url('?routingNumber=111111111'));
    expect(reply.statusCode).toBe(200);
    expect(envelope<RoutingLookupData>(reply).data).toEqual({ routingNumber: '111111111', bankName: null });
  });

  it.each([
    ['', 'query.routingNumber'],
    ['?routingNumber=', 'PAY_ROUTING_REQUIRED'],
    ['?routingNumber=12345678', 'PAY_ROUTING_FORMAT'],
    ['?routingNumber=12345678a', 'PAY_ROUTING_FORMAT'],
    ['?routingNumber=000000000', 'PAY_ROUTING_ZEROS'],
    ['?routingNumber=281467902&extra=1', ''],
  ])('refuses %s with 400', async (query, code) => {
    const reply = await server.request(url(query));
    expect(reply.statusCode).toBe(400);
    const body = envelope(reply);
    expect(body.status.msgcode).toMatch(/^VLD/);
    if (code) expect(body.status.message).toContain(code);
  });
});
