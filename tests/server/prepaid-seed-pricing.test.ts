/**
 * Seeded prepaid history is priced as a live recharge is (issue 19, point 12): each recharge buys
 * the kWh that prepaidUnits gives for its amount after what the meter already bought that calendar
 * month, so the history shows no price jump against the next live recharge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import type { DatabaseHandle } from '../../server/db/open.ts';
import { prepaidTariff, prepaidUnits } from '../../src/domain/prepaid.ts';
import { openTestDatabase } from './helpers.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe('seeded recharges', () => {
  it('use the inclining-block tariff, counting the kWh already bought in the month', async () => {
    const rows = await handle.db.select().from(t.prepaidTransactions).orderBy(asc(t.prepaidTransactions.transactedAt), asc(t.prepaidTransactions.id));
    expect(rows.length).toBeGreaterThan(3);
    const bought = new Map<string, number>();
    for (const row of rows) {
      const key = `${row.meterId}:${row.transactedAt.toISOString().slice(0, 7)}`;
      const expected = prepaidUnits(Math.round(Number(row.amount) * 100), bought.get(key) ?? 0);
      expect(Number(row.units), `${row.reference}`).toBe(expected);
      bought.set(key, (bought.get(key) ?? 0) + expected);
    }
  });

  it('a month past its first 200 kWh pays the second-block rate: some seeded recharge costs more per kWh than the first block', async () => {
    const rows = await handle.db.select().from(t.prepaidTransactions);
    const firstBlockPrice = (prepaidTariff.block1RateThebe * (1 + prepaidTariff.vatRate)) / 100;
    const prices = rows.map((row) => Number(row.amount) / Number(row.units));
    expect(Math.max(...prices)).toBeGreaterThan(firstBlockPrice + 0.05);
  });
});
