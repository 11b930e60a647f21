/**
 * Usage on the reference server ({usage}/electric, gas, water, generation, projection, meters):
 * readings that add up (15-minute intervals to hours to days to billing periods to the bills' kWh and
 * charges), the account's time zone (a clock-change day has 23 or 25 hours), the stories the data
 * tells (cooling load on hot days, solar by daylight with export below zero, a water leak month),
 * the projection of the current period, the compare page's months and similar homes, the downloads
 * (the Green Button feed validated against the NAESB ESPI and Atom schemas with xmllint-wasm, CSV and
 * .xlsx, each adding up to the page's totals), and the rights and bad input refused.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { readSheet } from 'read-excel-file/node';
import { and, asc, eq, sql } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { addDaysIso, addMonthsIso } from '../../src/domain/format.ts';
import { usageCalls, type UsageComparison, type UsageMeters, type UsageNeighbours, type UsageProjection, type UsageSeries } from '../../src/domain/usage.ts';
import { isLeakMonth, localDay, localMidnightEpoch } from '../../server/usage/store.ts';
import { repoRoot } from '../../server/config.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';

const home = '300041526371';
const flat = '300041526389';
const prepaid = '300052837104';

let server: TestServer;
let customer: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  customer = (await signIn(server, 'demo.customer')).headers;
});
afterAll(async () => {
  await server?.close();
});

let guest: Promise<Record<string, string>> | undefined;
/** demo.guest, signed in once for the file. */
const guestHeaders = () => (guest ??= signIn(server, 'demo.guest').then((session) => session.headers));

const yesterday = () => addDaysIso(localDay(new Date(), 'America/Los_Angeles'), -1);

async function call(path: string, body: Record<string, unknown>, headers = customer) {
  return server.request({ method: 'POST', url: `${apiAreas.usage}${path}`, payload: body, headers });
}
async function series(path: string, body: Record<string, unknown>, headers = customer): Promise<UsageSeries> {
  const reply = await call(path, body, headers);
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<UsageSeries>(reply).data;
}
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** Sums compared in thousandths, as the readings are stored. */
const milli = (value: number) => Math.round(value * 1000);

describe('electric readings add up', () => {
  it('each billed period adds up to the bill: its kWh, and the charges for it (energy blocks, fixed charges, levies and their VAT; not one-off charges)', async () => {
    const bills = await server.db
      .select({ id: t.bills.id, start: t.bills.periodStart, end: t.bills.periodEnd, usage: t.bills.usage })
      .from(t.bills)
      .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.bills.accountId))
      .where(eq(t.serviceAccounts.accountNumber, home))
      .orderBy(asc(t.bills.periodStart));
    expect(bills.length).toBeGreaterThan(12);
    for (const bill of bills.slice(-3)) {
      const month = await series(usageCalls.electric, { accountNumber: home, from: bill.start, to: bill.end, uom: 'kWh', periodicity: 'day' });
      expect(month.points).toHaveLength(Math.round((Date.parse(bill.end) - Date.parse(bill.start)) / 86_400_000) + 1);
      expect(month.totals.quantity).toBe(Number(bill.usage));
      expect(milli(sum(month.points.map((p) => p.quantity)))).toBe(milli(Number(bill.usage)));
      const lines = await server.db.select({ kind: t.billLines.kind, amount: t.billLines.amount }).from(t.billLines).where(eq(t.billLines.billId, bill.id));
      const taxableUsage = sum(lines.filter((line) => ['energy', 'fixed', 'levy'].includes(line.kind)).map((line) => Number(line.amount)));
      // VAT of 14% on the usage's share, rounded to the thebe as the bill rounds it.
      expect(month.totals.cost).toBeCloseTo(Math.round(taxableUsage * 114) / 100, 2);
    }
  });

  it('15-minute intervals add up to hours, hours to days, days to weeks, months and years', async () => {
    const to = yesterday();
    const from = addDaysIso(to, -2);
    const body = { accountNumber: home, from, to, uom: 'kWh' };
    const intervals = await series(usageCalls.electric, { ...body, periodicity: 'interval' });
    const hours = await series(usageCalls.electric, { ...body, periodicity: 'hour' });
    const days = await series(usageCalls.electric, { ...body, periodicity: 'day' });
    expect(intervals.intervalMinutes).toBe(15);
    expect(intervals.points.length).toBeGreaterThanOrEqual(3 * 92);
    expect(intervals.points.every((p) => p.seconds === 900)).toBe(true);
    expect(hours.points.length * 4).toBe(intervals.points.length);
    for (const [index, day] of days.points.entries()) {
      const ofDay = intervals.points.filter((p) => p.start.startsWith(day.start));
      expect(milli(sum(ofDay.map((p) => p.quantity))), `day ${index}`).toBe(milli(day.quantity));
      expect(sum(ofDay.map((p) => p.cost))).toBeCloseTo(day.cost, 2);
    }
    expect(milli(intervals.totals.quantity)).toBe(milli(days.totals.quantity));
    expect(milli(hours.totals.quantity)).toBe(milli(days.totals.quantity));

    const yearFrom = addMonthsIso(to, -12);
    const year = { accountNumber: home, from: yearFrom, to, uom: 'BWP' };
    const daily = await series(usageCalls.electric, { ...year, periodicity: 'day' });
    const weekly = await series(usageCalls.electric, { ...year, periodicity: 'week' });
    const monthly = await series(usageCalls.electric, { ...year, periodicity: 'month' });
    const yearly = await series(usageCalls.electric, { ...year, periodicity: 'year' });
    expect(daily.points.length).toBeGreaterThan(360);
    expect(monthly.points).toHaveLength(13);
    expect(monthly.points[0]!.start).toBe(`${yearFrom.slice(0, 7)}-01`);
    expect(weekly.points.every((p) => new Date(`${p.start}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    for (const s of [weekly, monthly, yearly]) {
      expect(milli(s.totals.quantity)).toBe(milli(daily.totals.quantity));
      expect(s.totals.value).toBe(s.totals.cost);
      expect(sum(s.points.map((p) => p.days))).toBe(daily.points.length);
    }
  });

  it('keeps the account time zone: a clock-change day has 92 or 100 intervals of 15 minutes', async () => {
    // America/Los_Angeles: spring forward on the second Sunday of March, fall back on the first Sunday of November.
    const secondSundayOfMarch = (year: number) => addDaysIso(`${year}-03-01`, ((7 - new Date(Date.UTC(year, 2, 1)).getUTCDay()) % 7) + 7);
    const firstSundayOfNovember = (year: number) => addDaysIso(`${year}-11-01`, (7 - new Date(Date.UTC(year, 10, 1)).getUTCDay()) % 7);
    const last = yesterday();
    const year = Number(last.slice(0, 4));
    const spring = [secondSundayOfMarch(year), secondSundayOfMarch(year - 1)].find((d) => d <= last)!;
    const autumn = [firstSundayOfNovember(year), firstSundayOfNovember(year - 1)].find((d) => d <= last)!;
    for (const [day, count, hours] of [[spring, 92, 23], [autumn, 100, 25]] as const) {
      const body = { accountNumber: home, from: day, to: day, uom: 'kWh' };
      const intervals = await series(usageCalls.electric, { ...body, periodicity: 'interval' });
      const byHour = await series(usageCalls.electric, { ...body, periodicity: 'hour' });
      const whole = await series(usageCalls.electric, { ...body, periodicity: 'day' });
      expect(intervals.timeZone).toBe('America/Los_Angeles');
      expect(intervals.points).toHaveLength(count);
      expect(byHour.points).toHaveLength(hours);
      expect(whole.points[0]!.seconds).toBe(hours * 3600);
      expect(milli(intervals.totals.quantity)).toBe(milli(whole.totals.quantity));
    }
  });

  it('cooling load: in summer, hot days use more than mild ones', async () => {
    const to = yesterday();
    const daily = await series(usageCalls.electric, { accountNumber: home, from: addMonthsIso(to, -24), to, uom: 'kWh', periodicity: 'day', weather: true });
    const summer = daily.points.filter((p) => ['12', '01', '02'].includes(p.start.slice(5, 7)));
    const byHeat = [...summer].sort((a, b) => a.weather!.cdd - b.weather!.cdd);
    const third = Math.floor(byHeat.length / 3);
    const mild = byHeat.slice(0, third);
    const hot = byHeat.slice(-third);
    expect(third).toBeGreaterThan(20);
    expect(hot[0]!.weather!.cdd).toBeGreaterThan(mild.at(-1)!.weather!.cdd);
    const mean = (points: typeof summer) => sum(points.map((p) => p.quantity)) / points.length;
    expect(mean(hot)).toBeGreaterThan(mean(mild) * 1.1);
    expect(daily.points.every((p) => p.weather!.high >= p.weather!.mean && p.weather!.mean >= p.weather!.low)).toBe(true);
  });
});

describe('gas, water and solar', () => {
  it('solar follows daylight and shows export below zero; net is consumption minus generation', async () => {
    const to = yesterday();
    const hours = await series(usageCalls.generation, { accountNumber: home, from: addDaysIso(to, -6), to, uom: 'kWh', periodicity: 'hour' });
    expect(hours.quantityUnit).toBe('kWh');
    const at = (hour: string) => hours.points.filter((p) => p.start.slice(11, 13) === hour);
    expect(at('02').every((p) => p.quantity === 0)).toBe(true);
    expect(sum(at('12').map((p) => p.quantity))).toBeGreaterThan(3);
    expect(at('12').some((p) => p.net! < 0)).toBe(true);
    for (const p of hours.points) expect(milli(p.net!)).toBe(milli(p.consumption!) - milli(p.quantity));
    expect(milli(hours.totals.net!)).toBe(milli(hours.totals.consumption!) - milli(hours.totals.quantity));
    expect(hours.totals.cost).toBeLessThan(0);
  });

  it('water: one month of 25 has a leak, a constant flow in the small hours', async () => {
    const [meter] = await server.db.select().from(t.meters).where(and(eq(t.meters.meterNumber, '71450362')));
    const to = yesterday();
    let month = addMonthsIso(to, -24);
    while (!isLeakMonth(meter!.meterNumber, month)) month = addMonthsIso(month, 1);
    const leakDay = `${month.slice(0, 7)}-10`;
    const normalDay = addMonthsIso(leakDay, leakDay < addMonthsIso(to, -2) ? 2 : -2);
    const night = async (day: string) => {
      const s = await series(usageCalls.water, { accountNumber: home, from: day, to: day, uom: 'm3', periodicity: 'hour' });
      expect(s.quantityUnit).toBe('m3');
      return sum(s.points.filter((p) => ['02', '03', '04'].includes(p.start.slice(11, 13))).map((p) => p.quantity));
    };
    expect(await night(leakDay)).toBeGreaterThan(0.03);
    expect(await night(normalDay)).toBeLessThan(0.03);
  });

  it('gas in m3 by the hour, or in pula', async () => {
    const to = yesterday();
    const gas = await series(usageCalls.gas, { accountNumber: home, from: to, to, uom: 'BWP', periodicity: 'interval' });
    expect(gas.intervalMinutes).toBe(60);
    expect(gas.points).toHaveLength(24);
    expect(gas.totals.value).toBe(gas.totals.cost);
    expect(gas.totals.cost).toBeGreaterThan(0);
  });

  it('lists the meters of the account; a prepaid meter has readings too', async () => {
    const reply = await call(usageCalls.meters, { accountNumber: home });
    expect(reply.statusCode, reply.body).toBe(200);
    const meters = envelope<UsageMeters>(reply).data;
    expect(meters.meters.map((m) => m.service)).toEqual(['electric', 'gas', 'water', 'solar']);
    expect(meters.meters[0]).toMatchObject({ meterNumber: '21873305', intervalMinutes: 15, lastDay: yesterday() });

    const prepaidUser = (await signIn(server, 'demo.prepaid')).headers;
    const to = yesterday();
    const days = await series(usageCalls.electric, { accountNumber: prepaid, from: addDaysIso(to, -29), to, uom: 'kWh', periodicity: 'day' }, prepaidUser);
    expect(days.points).toHaveLength(30);
    expect(days.totals.quantity).toBeGreaterThan(100);
  });
});

describe('projection', () => {
  it('projects the current billing period from the day after the latest bill', async () => {
    const reply = await call(usageCalls.projection, { accountNumber: home });
    expect(reply.statusCode, reply.body).toBe(200);
    const projection = envelope<UsageProjection>(reply).data;
    const [latest] = await server.db
      .select({ end: t.bills.periodEnd })
      .from(t.bills)
      .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.bills.accountId))
      .where(eq(t.serviceAccounts.accountNumber, home))
      .orderBy(sql`${t.bills.periodEnd} desc`)
      .limit(1);
    expect(projection.periodStart).toBe(addDaysIso(latest!.end, 1));
    expect(projection.throughDay).toBe(yesterday());
    const soFar = await series(usageCalls.electric, { accountNumber: home, from: projection.periodStart, to: projection.throughDay, uom: 'kWh', periodicity: 'day' });
    expect(projection.quantityToDate).toBe(soFar.totals.quantity);
    expect(projection.daysElapsed).toBe(soFar.points.length);
    expect(projection.projectedQuantity).toBeGreaterThan(projection.quantityToDate);
    expect(projection.projectedCost).toBeGreaterThan(projection.costToDate);
  });
});

describe('compare', () => {
  it('a month against the month before and the same month last year: days, totals that match the usage calls, weather', async () => {
    const last = yesterday();
    const month = addMonthsIso(last, -1).slice(0, 7);
    const reply = await call(usageCalls.compare, { accountNumber: home, service: 'electric', month });
    expect(reply.statusCode, reply.body).toBe(200);
    const compare = envelope<UsageComparison>(reply).data;
    const before = addMonthsIso(`${month}-01`, -1).slice(0, 7);
    const yearBefore = addMonthsIso(`${month}-01`, -12).slice(0, 7);
    expect(compare.current).toMatchObject({ from: `${month}-01` });
    expect(compare.previous!.from).toBe(`${before}-01`);
    expect(compare.lastYear!.from).toBe(`${yearBefore}-01`);
    for (const period of [compare.current, compare.previous!, compare.lastYear!]) {
      const days = await series(usageCalls.electric, { accountNumber: home, from: period.from, to: period.to, uom: 'kWh', periodicity: 'day', weather: true });
      expect(period.days).toBe(days.points.length);
      expect(period.days).toBe(Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000) + 1);
      expect(period.quantity).toBe(days.totals.quantity);
      expect(period.cost).toBe(days.totals.cost);
      expect(period.perDay).toBeCloseTo(period.quantity / period.days, 3);
      const meanOfDays = sum(days.points.map((p) => p.weather!.mean)) / days.points.length;
      expect(period.weather!.mean).toBeCloseTo(meanOfDays, 1);
    }
    // The month so far: only the days with readings.
    const current = envelope<UsageComparison>(await call(usageCalls.compare, { accountNumber: home, service: 'water', month: last.slice(0, 7) })).data;
    expect(current.current.to).toBe(last);
    expect(current.quantityUnit).toBe('m3');
  });

  it('neighbours: similar homes of the town over the same days, the efficient quarter below their mean', async () => {
    const month = addMonthsIso(yesterday(), -1).slice(0, 7);
    const reply = await call(usageCalls.neighbours, { accountNumber: home, month });
    expect(reply.statusCode, reply.body).toBe(200);
    const n = envelope<UsageNeighbours>(reply).data;
    const compare = envelope<UsageComparison>(await call(usageCalls.compare, { accountNumber: home, service: 'electric', month })).data;
    expect(n.you).toBe(compare.current.quantity);
    expect(n.days).toBe(compare.current.days);
    expect(n.homes).toBeGreaterThanOrEqual(35);
    expect(n.efficient).toBeLessThan(n.similar * 0.75);
    expect(n.efficient).toBeGreaterThan(n.similar * 0.6);
    expect(['house', 'flat']).toContain(n.premiseType);
    // Similar homes are like this one: within a factor of two of its use.
    expect(n.similar).toBeGreaterThan(n.you / 2);
    expect(n.similar).toBeLessThan(n.you * 2);
    // The same question, the same answer.
    expect(envelope<UsageNeighbours>(await call(usageCalls.neighbours, { accountNumber: home, month })).data).toEqual(n);
  });

  it('refuses a month without readings, a bad month, and an account not held', async () => {
    const early = await call(usageCalls.compare, { accountNumber: home, service: 'electric', month: '2001-01' });
    expect(early.statusCode).toBe(404);
    const bad = await call(usageCalls.neighbours, { accountNumber: home, month: '2026-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toContain('VLD_USAGE_MONTH');
    const notHeld = await call(usageCalls.compare, { accountNumber: prepaid, service: 'electric', month: addMonthsIso(yesterday(), -1).slice(0, 7) });
    expect(notHeld.statusCode).toBe(403);
  });
});

describe('refused', () => {
  const to = '2026-01-31';
  it('bad ranges and units with the catalogue codes', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ accountNumber: home, from: '2026-02-01', to, uom: 'kWh', periodicity: 'day' }, 400, 'VLD_USAGE_RANGE'],
      [{ accountNumber: home, from: '2025-01-01', to, uom: 'kWh', periodicity: 'interval' }, 400, 'VLD_USAGE_RANGE'],
      [{ accountNumber: home, from: '2026-01-32', to, uom: 'kWh', periodicity: 'day' }, 400, 'VLD_USAGE_DAY'],
      [{ accountNumber: home, from: '2026-01-01', to, uom: 'therm', periodicity: 'day' }, 400, 'VLD_USAGE_UOM'],
      [{ accountNumber: home, from: '2026-01-01', to, uom: 'm3', periodicity: 'day' }, 400, 'VLD_USAGE_UOM'],
      [{ accountNumber: home, from: '2026-01-01', to, uom: 'kWh', periodicity: 'fortnight' }, 400, 'VLD_USAGE_PERIODICITY'],
    ];
    for (const [body, status, code] of cases) {
      const reply = await call(usageCalls.electric, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(status);
      expect(reply.json().status.msgcode, JSON.stringify(body)).toBe('VLD002');
      expect(reply.json().status.message, JSON.stringify(body)).toContain(code);
    }
  });

  it('an account without the meter, an account not held, weather without its right', async () => {
    const noWater = await call(usageCalls.water, { accountNumber: flat, from: '2026-01-01', to, uom: 'm3', periodicity: 'day' });
    expect(noWater.statusCode).toBe(404);
    const notHeld = await call(usageCalls.electric, { accountNumber: prepaid, from: '2026-01-01', to, uom: 'kWh', periodicity: 'day' });
    expect(notHeld.statusCode).toBe(403);
    expect(notHeld.json().status.msgcode).toBe('GEN403');
    const guest = await guestHeaders();
    await series(usageCalls.electric, { accountNumber: flat, from: '2026-01-01', to, uom: 'kWh', periodicity: 'day' }, guest);
    const weather = await call(usageCalls.electric, { accountNumber: flat, from: '2026-01-01', to, uom: 'kWh', periodicity: 'day', weather: true }, guest);
    expect(weather.statusCode).toBe(403);
  });
});

// ---------------------------------------------------------------- downloads ({usage}/download)
// In this file so that they share its server and the readings its first call wrote (a file of their
// own paid for a second server, sign-in and 25 months of readings).

const schemaDir = path.join(repoRoot, 'tests/fixtures/green-button');
const schemaFile = (fileName: string) => ({ fileName, contents: readFileSync(path.join(schemaDir, fileName), 'utf8') });
const to = () => yesterday();
const post = (url: string, payload: Record<string, unknown>, headers = customer) => call(url, payload, headers);

async function pageSeries(service: string, body: Record<string, unknown>): Promise<UsageSeries> {
  return series(service === 'solar' ? usageCalls.generation : `/${service}`, body);
}

const values = (xml: string) => [...xml.matchAll(/<value>(-?\d+)<\/value>/g)].map((m) => Number(m[1]));

describe('Green Button (ESPI) download', () => {
  it('validates against the ESPI schema and its values add up to the page totals', async () => {
    const body = { accountNumber: home, from: addDaysIso(to(), -2), to: to(), uom: 'kWh', periodicity: 'interval' };
    const reply = await post(usageCalls.download, { ...body, service: 'electric', format: 'espi' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toContain('application/atom+xml');
    expect(reply.headers['content-disposition']).toMatch(/attachment; filename="usage-300041526371-electric-.*\.xml"/);
    const xml = reply.body;
    const result = await validateXML({
      xml: [{ fileName: 'usage.xml', contents: xml }],
      schema: [schemaFile('wrapper.xsd')],
      preload: [schemaFile('xml.xsd'), schemaFile('atom.xsd'), schemaFile('espi-usage.xsd')],
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    for (const element of ['<UsagePoint', '<MeterReading', '<ReadingType', '<IntervalBlock']) expect(xml).toContain(element);
    expect(xml).toContain('<intervalLength>900</intervalLength>');

    const page = await pageSeries('electric', body);
    const readings = values(xml);
    expect(readings).toHaveLength(page.points.length);
    expect(sum(readings)).toBe(Math.round(page.totals.quantity * 1000));
    // A schema check that can fail: the same feed with a value that is not a number is refused.
    const broken = await validateXML({
      xml: [{ fileName: 'usage.xml', contents: xml.replace(/<value>\d+<\/value>/, '<value>abc</value>') }],
      schema: [schemaFile('wrapper.xsd')],
      preload: [schemaFile('xml.xsd'), schemaFile('atom.xsd'), schemaFile('espi-usage.xsd')],
    });
    expect(broken.valid).toBe(false);
  });

  it('CSV: one row per figure, adding up to the page totals', async () => {
    const body = { accountNumber: home, from: addDaysIso(to(), -29), to: to(), uom: 'm3', periodicity: 'day', weather: true };
    const reply = await post(usageCalls.download, { ...body, service: 'water', format: 'csv' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = reply.body.trim().split('\r\n');
    expect(header).toBe('start,start_utc,seconds,usage_m3,cost_BWP,temperature_mean_C,temperature_high_C,temperature_low_C');
    const page = await pageSeries('water', body);
    expect(rows).toHaveLength(30);
    expect(Math.round(sum(rows.map((row) => Number(row.split(',')[3]) * 1000)))).toBe(Math.round(page.totals.quantity * 1000));
  });

  it('.xlsx: the CSV columns as number and date cells, adding up to the page totals', async () => {
    const body = { accountNumber: home, from: addDaysIso(to(), -6), to: to(), uom: 'kWh', periodicity: 'hour' };
    const reply = await post(usageCalls.download, { ...body, service: 'solar', format: 'xlsx' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="usage-${home}-solar-${body.from}-${body.to}.xlsx"`);
    const [header, ...rows] = await readSheet(reply.rawPayload);
    expect(header).toEqual(['start', 'start_utc', 'seconds', 'generation_kWh', 'consumption_kWh', 'net_kWh', 'cost_BWP']);
    const page = await pageSeries('solar', body);
    expect(rows).toHaveLength(page.points.length);
    // The local start as a date cell with its time; the figures as numbers.
    expect(rows[12]![0]).toEqual(new Date(`${page.points[12]!.start}:00Z`));
    expect(rows[12]![1]).toBe(page.points[12]!.startInstant);
    const column = (index: number) => rows.map((row) => row[index] as number);
    expect(Math.round(sum(column(3)) * 1000)).toBe(Math.round(page.totals.quantity * 1000));
    expect(Math.round(sum(column(4)) * 1000)).toBe(Math.round(page.totals.consumption! * 1000));
    expect(Math.round(sum(column(5)) * 1000)).toBe(Math.round(page.totals.net! * 1000));
  });

  it('refuses without the download right, and bad input', async () => {
    const guest = await guestHeaders();
    const body = { accountNumber: flat, from: addDaysIso(to(), -1), to: to(), uom: 'kWh', periodicity: 'interval', service: 'electric', format: 'espi' };
    expect((await post(usageCalls.download, body, guest)).statusCode).toBe(403);
    const bad = await post(usageCalls.download, { ...body, accountNumber: home, format: 'pdf' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toContain('VLD_USAGE_FORMAT');
  });
});

describe('day bounds', () => {
  it('each stored day starts at its local midnight, as the database converts it, across both clock changes', async () => {
    for (const timeZone of ['America/Los_Angeles', 'America/Phoenix', 'Africa/Gaborone']) {
      const result = (await server.db.execute(sql`
        select d::date::text as day, extract(epoch from (d::date::timestamp at time zone ${timeZone}))::bigint as epoch
        from generate_series('2025-01-01'::date, '2026-12-31'::date, interval '1 day') d`)) as unknown as { rows: { day: string; epoch: string | number }[] };
      const mismatched = result.rows.filter((row) => localMidnightEpoch(row.day, timeZone) !== Number(row.epoch));
      expect(result.rows).toHaveLength(730);
      expect(mismatched).toEqual([]);
    }
  });
});
