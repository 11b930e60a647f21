/** Bad-input registration of the usage calls (tests/server/bad-input.test.ts runs every file of this folder). */
import { count } from 'drizzle-orm';
import * as t from '../../../server/db/schema.ts';
import { usageCalls } from '../../../src/domain/usage.ts';
import { apiAreas } from '../../../src/domain/apiAreas.ts';
import type { BadInputCalls, PostCall } from '../badInputCalls.ts';

const path = (call: string) => `${apiAreas.usage}${call}`;
const home = '300041526371';

export const badInput: BadInputCalls = ({ server, customerAuth }) => {
  // Usage calls write readings on first use: a refused call writes none.
  const state = async () => (await server().db.select({ n: count() }).from(t.usageDays))[0]!.n;
  const series = (name: string, call: string, uom: string): PostCall => ({
    name: `usage/${name}`,
    path: path(call),
    headers: customerAuth,
    valid: { accountNumber: home, from: '2026-01-01', to: '2026-01-31', uom, periodicity: 'day' },
    required: ['accountNumber', 'from', 'to', 'uom', 'periodicity'],
    strings: ['accountNumber', 'from', 'to', 'uom', 'periodicity'],
    wrongTypes: [
      { from: '2026-02-30' },
      { to: 20260131 },
      { from: '2026-02-01' },
      { from: '2025-01-01', periodicity: 'interval' },
      { uom: 'therm' },
      { periodicity: 'minute' },
      { weather: 'yes' },
      { accountNumber: 300041526371 },
    ],
    state,
  });
  const account = (name: string, call: string): PostCall => ({
    name: `usage/${name}`,
    path: path(call),
    headers: customerAuth,
    valid: { accountNumber: home },
    required: ['accountNumber'],
    strings: ['accountNumber'],
    wrongTypes: [{ accountNumber: 'abc' }, { accountNumber: 300041526371 }, { accountNumber: null }],
    state,
  });
  return {
    get: [],
    post: [
      series('electric', usageCalls.electric, 'kWh'),
      series('gas', usageCalls.gas, 'm3'),
      series('water', usageCalls.water, 'm3'),
      series('generation', usageCalls.generation, 'kWh'),
      {
        name: 'usage/download',
        path: path(usageCalls.download),
        headers: customerAuth,
        valid: { accountNumber: home, from: '2026-01-01', to: '2026-01-02', uom: 'kWh', periodicity: 'interval', service: 'electric', format: 'csv' },
        required: ['accountNumber', 'from', 'to', 'uom', 'periodicity', 'service', 'format'],
        strings: ['accountNumber', 'from', 'to', 'uom', 'periodicity', 'service', 'format'],
        wrongTypes: [{ format: 'pdf' }, { service: 'steam' }, { from: '2025-01-01' }, { to: 20260102 }, { weather: 1 }],
        state,
      },
      {
        name: 'usage/compare',
        path: path(usageCalls.compare),
        headers: customerAuth,
        valid: { accountNumber: home, service: 'electric', month: '2026-01' },
        required: ['accountNumber', 'service', 'month'],
        strings: ['accountNumber', 'service', 'month'],
        wrongTypes: [{ month: '2026-1' }, { month: '2026-13' }, { month: 202601 }, { service: 'steam' }, { accountNumber: 'abc' }],
        state,
      },
      {
        name: 'usage/neighbours',
        path: path(usageCalls.neighbours),
        headers: customerAuth,
        valid: { accountNumber: home, month: '2026-01' },
        required: ['accountNumber', 'month'],
        strings: ['accountNumber', 'month'],
        wrongTypes: [{ month: '2026-00' }, { month: '26-01' }, { month: null }, { accountNumber: 300041526371 }],
        state,
      },
      account('projection', usageCalls.projection),
      account('meters', usageCalls.meters),
    ],
  };
};
