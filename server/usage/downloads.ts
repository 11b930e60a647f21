/**
 * Usage downloads: CSV, and Green Button (NAESB REQ.21 ESPI) XML, an Atom feed with a UsagePoint,
 * its MeterReading, the ReadingType of the values and IntervalBlocks (one per local day) holding an
 * IntervalReading per figure of the series. Values are integers: Wh for electric and solar (uom 72,
 * power of ten 0), litres for gas and water (uom 42 m³, power of ten -3); cost in hundred-thousandths
 * of the currency, as ESPI counts it. They add up to the series' totals for the range exactly, as the
 * page's figures do (the same SQL aggregates). The .xlsx has the CSV's columns as real number and date
 * cells (write-excel-file, as the billing history's export).
 */
import { createHash } from 'node:crypto';
import writeXlsxFile from 'write-excel-file/node';
import type { UsageSeries, UsageService } from '../../src/domain/usage.ts';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A stable urn:uuid from a key (the same download names the same resources). */
function urn(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** ESPI codes of a service: the usage point's service kind, the commodity, the unit and its power of ten, the flow. */
const espi: Record<UsageService, { serviceKind: number; commodity: number; uom: number; power: number; flow: number; kind: number }> = {
  electric: { serviceKind: 0, commodity: 1, uom: 72, power: 0, flow: 1, kind: 12 },
  // Solar generation is energy delivered to the grid side: reverse flow.
  solar: { serviceKind: 0, commodity: 1, uom: 72, power: 0, flow: 19, kind: 12 },
  gas: { serviceKind: 1, commodity: 7, uom: 42, power: -3, flow: 1, kind: 58 },
  water: { serviceKind: 2, commodity: 9, uom: 42, power: -3, flow: 1, kind: 58 },
};

/** A figure's value in the download's integer unit (Wh or litres). */
export const integerValue = (quantity: number) => Math.round(quantity * 1000);

export function greenButtonFeed(series: UsageSeries, generated: Date, selfPath: string): string {
  const codes = espi[series.service];
  const key = `${series.accountNumber}/${series.meterNumber}`;
  const base = `/espi/1_1/resource/RetailCustomer/${series.accountNumber}/UsagePoint/${series.meterNumber}`;
  const updated = generated.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const seconds = (instant: string) => Math.round(Date.parse(instant) / 1000);
  const fixedLength = series.points.length > 0 && series.points.every((p) => p.seconds === series.points[0]!.seconds) ? series.points[0]!.seconds : null;
  const entry = (id: string, title: string, self: string, up: string, content: string, related: string[] = []) =>
    [
      '  <entry>',
      `    <id>${urn(`${key}/${id}`)}</id>`,
      `    <link rel="self" href="${escapeXml(self)}"/>`,
      `    <link rel="up" href="${escapeXml(up)}"/>`,
      ...related.map((href) => `    <link rel="related" href="${escapeXml(href)}"/>`),
      `    <title>${escapeXml(title)}</title>`,
      `    <content>${content}</content>`,
      `    <published>${updated}</published>`,
      `    <updated>${updated}</updated>`,
      '  </entry>',
    ].join('\n');

  // One IntervalBlock per local day of the figures (a block is one day's readings, as utilities publish them).
  const byDay = new Map<string, UsageSeries['points']>();
  for (const point of series.points) {
    const day = point.start.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), point]);
  }
  const blocks = [...byDay.values()].map((points) => {
    const first = points[0]!;
    const last = points.at(-1)!;
    const start = seconds(first.startInstant);
    const duration = seconds(last.startInstant) + last.seconds - start;
    const readings = points
      .map(
        (p) =>
          `<IntervalReading><cost>${Math.round(p.cost * 100_000)}</cost><timePeriod><duration>${p.seconds}</duration><start>${seconds(p.startInstant)}</start></timePeriod><value>${integerValue(p.quantity)}</value></IntervalReading>`,
      )
      .join('');
    return `<IntervalBlock xmlns="http://naesb.org/espi"><interval><duration>${duration}</duration><start>${start}</start></interval>${readings}</IntervalBlock>`;
  });

  const readingType = [
    '<ReadingType xmlns="http://naesb.org/espi">',
    '<accumulationBehaviour>4</accumulationBehaviour>',
    `<commodity>${codes.commodity}</commodity>`,
    '<currency>72</currency>',
    '<dataQualifier>12</dataQualifier>',
    `<flowDirection>${codes.flow}</flowDirection>`,
    fixedLength ? `<intervalLength>${fixedLength}</intervalLength>` : '',
    `<kind>${codes.kind}</kind>`,
    '<phase>769</phase>',
    `<powerOfTenMultiplier>${codes.power}</powerOfTenMultiplier>`,
    '<timeAttribute>0</timeAttribute>',
    `<uom>${codes.uom}</uom>`,
    '</ReadingType>',
  ].join('');

  const readingTypePath = `/espi/1_1/resource/ReadingType/${series.meterNumber}-${series.periodicity}`;
  const meterReadingPath = `${base}/MeterReading/1`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${urn(`${key}/feed/${series.from}/${series.to}/${series.periodicity}`)}</id>`,
    `  <title>${escapeXml(`Green Button usage, account ${series.accountNumber}, ${series.service} meter ${series.meterNumber}, ${series.from} to ${series.to}`)}</title>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" href="${escapeXml(selfPath)}"/>`,
    entry('usage-point', `${series.service} meter ${series.meterNumber}`, base, `/espi/1_1/resource/RetailCustomer/${series.accountNumber}/UsagePoint`, `<UsagePoint xmlns="http://naesb.org/espi"><ServiceCategory><kind>${codes.serviceKind}</kind></ServiceCategory></UsagePoint>`, [`${base}/MeterReading`]),
    entry('meter-reading', `${series.periodicity} readings`, meterReadingPath, `${base}/MeterReading`, '<MeterReading xmlns="http://naesb.org/espi"/>', [readingTypePath, `${meterReadingPath}/IntervalBlock`]),
    entry('reading-type', `${series.quantityUnit} by ${series.periodicity}`, readingTypePath, '/espi/1_1/resource/ReadingType', readingType),
    ...blocks.map((block, index) => entry(`block-${index}`, `Readings ${index + 1}`, `${meterReadingPath}/IntervalBlock/${index + 1}`, `${meterReadingPath}/IntervalBlock`, block)),
    '</feed>',
    '',
  ].join('\n');
}

/** The headings of the CSV and .xlsx columns, with the units. */
function headings(series: UsageSeries): { header: string[]; solar: boolean; weather: boolean } {
  const unit = series.quantityUnit;
  const solar = series.service === 'solar';
  const header = ['start', 'start_utc', 'seconds', solar ? `generation_${unit}` : `usage_${unit}`, ...(solar ? [`consumption_${unit}`, `net_${unit}`] : []), 'cost_BWP'];
  const weather = series.points.some((p) => p.weather);
  if (weather) header.push('temperature_mean_C', 'temperature_high_C', 'temperature_low_C');
  return { header, solar, weather };
}

/** CSV (RFC 4180, CRLF): one row per figure, with the unit in the headings. */
export function usageCsv(series: UsageSeries): string {
  const { header, solar, weather } = headings(series);
  const rows = series.points.map((p) => [
    p.start,
    p.startInstant,
    String(p.seconds),
    p.quantity.toFixed(3),
    ...(solar ? [(p.consumption ?? 0).toFixed(3), (p.net ?? 0).toFixed(3)] : []),
    p.cost.toFixed(2),
    ...(weather ? [String(p.weather?.mean ?? ''), String(p.weather?.high ?? ''), String(p.weather?.low ?? '')] : []),
  ]);
  return [header, ...rows].map((row) => row.join(',')).join('\r\n') + '\r\n';
}

/**
 * .xlsx: the CSV's columns, one row per figure, as cells a spreadsheet can sum: the local start as a
 * date (with the time by the hour and interval), the UTC start as text, figures as numbers.
 */
export async function usageXlsx(series: UsageSeries): Promise<Buffer> {
  const { header, solar, weather } = headings(series);
  const withTime = series.periodicity === 'hour' || series.periodicity === 'interval';
  const quantityFormat = '#,##0.000';
  const number = (value: number | undefined, format?: string) => (value === undefined ? null : { value, type: Number, ...(format ? { format } : {}) });
  const rows = series.points.map((p) => [
    // The local wall-clock time, written as a date without a zone (a spreadsheet has none).
    { value: new Date(withTime ? `${p.start}:00Z` : `${p.start}T00:00:00Z`), type: Date, format: withTime ? 'yyyy-mm-dd hh:mm' : 'yyyy-mm-dd' },
    { value: p.startInstant, type: String },
    number(p.seconds),
    number(p.quantity, quantityFormat),
    ...(solar ? [number(p.consumption ?? 0, quantityFormat), number(p.net ?? 0, quantityFormat)] : []),
    number(p.cost, '#,##0.00'),
    ...(weather ? [number(p.weather?.mean, '0.0'), number(p.weather?.high, '0.0'), number(p.weather?.low, '0.0')] : []),
  ]);
  const data = [header.map((value) => ({ value, fontWeight: 'bold' as const })), ...rows];
  const file = await writeXlsxFile(data, {
    columns: header.map((_, index) => ({ width: index < 2 ? 20 : 14 })),
    sheet: `${series.service} ${series.periodicity}`,
  });
  return file.toBuffer();
}
