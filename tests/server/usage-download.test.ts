/**
 * Usage downloads ({usage}/download): the Green Button (ESPI) feed validates against the NAESB ESPI
 * and Atom schemas (tests/fixtures/green-button, with xmllint-wasm: libxml2 in WebAssembly), and its
 * interval values add up to the totals the usage page shows for the same range; the CSV carries the
 * same figures. The download right and bad input are refused.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { readSheet } from 'read-excel-file/node';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { addDaysIso } from '../../src/domain/format.ts';
import { usageCalls, type UsageSeries } from '../../src/domain/usage.ts';
import { localDay } from '../../server/usage/store.ts';
import { repoRoot } from '../../server/config.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';

const home = '300041526371';
const flat = '300041526389';
const schemaDir = path.join(repoRoot, 'tests/fixtures/green-button');
const schemaFile = (fileName: string) => ({ fileName, contents: readFileSync(path.join(schemaDir, fileName), 'utf8') });

let server: TestServer;
let customer: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  customer = (await signIn(server, 'demo.customer')).headers;
});
afterAll(async () => {
  await server?.close();
});

const to = () => addDaysIso(localDay(new Date(), 'America/Los_Angeles'), -1);
const post = (url: string, payload: Record<string, unknown>, headers = customer) => server.request({ method: 'POST', url: `${apiAreas.usage}${url}`, payload, headers });

async function pageSeries(service: string, body: Record<string, unknown>): Promise<UsageSeries> {
  const reply = await post(service === 'solar' ? usageCalls.generation : `/${service}`, body);
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<UsageSeries>(reply).data;
}

const values = (xml: string) => [...xml.matchAll(/<value>(-?\d+)<\/value>/g)].map((m) => Number(m[1]));
const sum = (numbers: number[]) => numbers.reduce((a, b) => a + b, 0);

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
    const guest = (await signIn(server, 'demo.guest')).headers;
    const body = { accountNumber: flat, from: addDaysIso(to(), -1), to: to(), uom: 'kWh', periodicity: 'interval', service: 'electric', format: 'espi' };
    expect((await post(usageCalls.download, body, guest)).statusCode).toBe(403);
    const bad = await post(usageCalls.download, { ...body, accountNumber: home, format: 'pdf' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toContain('VLD_USAGE_FORMAT');
  });
});
