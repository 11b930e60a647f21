/**
 * Bank routing service area (document 2 section 7: "routing number lookup"; service area "bank
 * routing"): the bank of a 9-digit routing number, asked by the payment-method step as the customer
 * types a new bank account, before and after sign-in. The directory is the payment gateway's; a
 * routing number no bank has answers bankName null (the gateway refuses it with F304 later).
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { bankRoutingCalls } from '../../src/domain/calls.ts';
import { routingLookupQuerySchema, type RoutingLookupData } from '../../src/domain/payment.ts';
import type { PaymentGateway } from '../gateway/types.ts';
import { routes } from '../http/route.ts';

export function bankRoutingArea(gateway: PaymentGateway) {
  return async function register(app: FastifyInstance) {
    routes(app, undefined).get(bankRoutingCalls.lookup, { query: routingLookupQuerySchema }, async ({ query }) => {
      return ok<RoutingLookupData>({ routingNumber: query.routingNumber, bankName: await gateway.bankName(query.routingNumber) });
    });
  };
}
