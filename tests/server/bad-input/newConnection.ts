/** Bad-input registration of the new connection request's calls (tests/server/bad-input.test.ts runs every file of this folder). */
import { count } from 'drizzle-orm';
import * as t from '../../../server/db/schema.ts';
import { apiAreas } from '../../../src/domain/apiAreas.ts';
import { newConnectionCalls } from '../../../src/domain/newConnection.ts';
import type { BadInputCalls } from '../badInputCalls.ts';

const path = (call: string) => `${apiAreas.service}${call}`;

export const badInput: BadInputCalls = ({ server }) => ({
  get: [],
  post: [
    {
      name: 'service/new-connection/quote',
      path: path(newConnectionCalls.quote),
      headers: {},
      valid: { capacity: 'SinglePhase', serviceType: 'Overhead', distanceClass: 'UpTo30' },
      required: ['capacity', 'serviceType', 'distanceClass'],
      strings: ['capacity', 'serviceType', 'distanceClass'],
      wrongTypes: [{ capacity: 'TwoPhase' }, { serviceType: 1 }, { distanceClass: 'Far' }, { capacity: null }],
      // A quotation writes nothing: no order, no interaction.
      state: async () => [await server().db.select({ n: count() }).from(t.serviceOrders), await server().db.select({ n: count() }).from(t.interactionRecords)],
    },
  ],
  // Its body names an upload made first, and its quotation's day moves with the clock.
  ownFile: [{ method: 'POST', path: path(newConnectionCalls.submit), testedIn: './new-connection.test.ts' }],
});
