/**
 * Card testing (probe finding 3): the card and bank account checks that fail are limited per user
 * and per IP address within a 15-minute window (server/payments/methodChecks.ts); beyond the limit
 * every check is refused with 429 PAY_CHECKS_LIMIT before it reaches the gateway, also when many
 * arrive at the same moment, until the window has moved on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewaySimulator } from '../../server/gateway/simulator.ts';
import type { PaymentGateway } from '../../server/gateway/types.ts';
import { methodCheckLimits } from '../../server/payments/methodChecks.ts';
import { testCardForCode } from '../../server/gateway/testCards.ts';
import { errorCatalogue } from '../../src/domain/errors.ts';
import { envelope, minutes, signIn, startTestServer, TestClock, type TestServer } from './helpers.ts';
import { bank, card, expectCode, flat, payBody, payUrl, post } from './paymentHelpers.ts';

let server: TestServer;
const clock = new TestClock();
/** Checks that reached the gateway. */
let checks = 0;

beforeAll(async () => {
  const holder: { simulator?: GatewaySimulator } = {};
  const counting: PaymentGateway = {
    tokenizeCard: (input) => (checks++, holder.simulator!.tokenizeCard(input)),
    tokenizeBank: (input) => (checks++, holder.simulator!.tokenizeBank(input)),
    charge: (input) => holder.simulator!.charge(input),
    bankName: (routing) => holder.simulator!.bankName(routing),
    offeredWallets: () => holder.simulator!.offeredWallets(),
    approveWallet: (input) => holder.simulator!.approveWallet(input),
    checkWallet: (input) => holder.simulator!.checkWallet(input),
  };
  server = await startTestServer({ gateway: counting, now: clock.now });
  holder.simulator = new GatewaySimulator(server.db, clock.now);
});
afterAll(async () => {
  await server?.close();
});

const invalidCard = () => ({ card: card(testCardForCode.F304) });

describe('failed card and bank account checks are limited', () => {
  it('per user: after the limit every check is refused with a clear message, from any address, until the window has passed', async () => {
    const { headers } = await signIn(server, 'demo.customer');
    const before = checks;
    for (let i = 0; i < methodCheckLimits.perUser; i++) {
      expectCode(await post(server, payUrl('cardProfile'), invalidCard(), { headers, ip: '10.60.0.1' }), 402, 'F304');
    }
    const refused = await post(server, payUrl('cardProfile'), { card: card('4242424242424242') }, { headers, ip: '10.60.0.1' });
    expectCode(refused, 429, 'PAY_CHECKS_LIMIT');
    expect(envelope(refused).status.message).toBe(errorCatalogue.PAY_CHECKS_LIMIT);
    // Another address, a bank account, a payment with a new card: refused all the same.
    expectCode(await post(server, payUrl('cardProfile'), { card: card('4242424242424242') }, { headers, ip: '10.60.0.2' }), 429, 'PAY_CHECKS_LIMIT');
    expectCode(await post(server, payUrl('bankProfile'), { bank: bank('7700123499') }, { headers, ip: '10.60.0.2' }), 429, 'PAY_CHECKS_LIMIT');
    expectCode(await post(server, payUrl('pay'), payBody(flat, 50, { card: card('4242424242424242') }), { headers, ip: '10.60.0.2' }), 429, 'PAY_CHECKS_LIMIT');
    expect(checks - before).toBe(methodCheckLimits.perUser);

    clock.advance(minutes(methodCheckLimits.windowMinutes + 1));
    const later = await post(server, payUrl('cardProfile'), { card: card('4242424242424242') }, { headers, ip: '10.60.0.1' });
    expect(later.statusCode, later.body).toBe(200);
  });

  it('per address and per user when many checks arrive at the same moment: never past the limits', async () => {
    clock.advance(minutes(methodCheckLimits.windowMinutes + 1));
    const users = await Promise.all(['demo.customer', 'demo.prepaid', 'demo.landlord'].map(async (name) => (await signIn(server, name)).headers));
    const before = checks;
    const each = methodCheckLimits.perUser + 4;
    const replies = await Promise.all(users.flatMap((headers) => Array.from({ length: each }, () => post(server, payUrl('cardProfile'), invalidCard(), { headers, ip: '10.60.0.3' }))));
    const codes = replies.map((reply) => envelope(reply).status.msgcode);
    const failedChecks = codes.filter((code) => code === 'F304').length;
    // Three users of up to 10 failures each would make 30: the address allows 25.
    expect(failedChecks).toBe(methodCheckLimits.perIp);
    expect(codes.filter((code) => code === 'PAY_CHECKS_LIMIT')).toHaveLength(users.length * each - methodCheckLimits.perIp);
    expect(checks - before).toBe(methodCheckLimits.perIp);
    for (let u = 0; u < users.length; u++) {
      expect(codes.slice(u * each, (u + 1) * each).filter((code) => code === 'F304').length).toBeLessThanOrEqual(methodCheckLimits.perUser);
    }
  });
});
