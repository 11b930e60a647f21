/**
 * Usage service area (document 2 section 7): electric, gas, water and solar generation usage by
 * accountNumber, from, to, uom and periodicity; the projection of the current billing period; the
 * account's meters. Each call is on an account the caller holds (403 GEN403) and needs the right of
 * its service (and the weather-overlay right for the weather); an account without a meter of the
 * service answers 404. Figures are SQL aggregates (usage/queries.ts) of readings written on first
 * use (usage/store.ts).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { errorCatalogue } from '../../src/domain/errors.ts';
import { personas } from '../../src/domain/constants.ts';
import { effectiveRights, hasRight, rights } from '../../src/domain/rights.ts';
import { addDaysIso, addMonthsIso } from '../../src/domain/format.ts';
import {
  roundCost,
  roundQuantity,
  usageAccountBodySchema,
  usageCalls,
  usageCompareSchema,
  usageNeighboursSchema,
  usageDownloadFileName,
  usageDownloadSchema,
  usageIntervalMinutes,
  usageQuantityUnit,
  usageRequestSchema,
  usageServiceRight,
  usageServices,
  type UsageComparison,
  type UsageMeters,
  type UsageNeighbours,
  type UsagePeriodFigures,
  type UsagePoint,
  type UsageProjection,
  type UsageRequest,
  type UsageSeries,
  type UsageService,
} from '../../src/domain/usage.ts';
import type { ServerContext } from '../context.ts';
import type { Auth } from '../http/auth.ts';
import { routes } from '../http/route.ts';
import { ApiError } from '../http/errors.ts';
import { usageHolding, type UsageAccount, type UsageHolding, type UsageMeter } from '../usage/account.ts';
import { billingPeriods, billsOf, ensureUsage, usageMeters, usageWindow, type UsageWindow } from '../usage/store.ts';
import { meterTotals, periodTotals, usageBuckets, type BucketRow } from '../usage/queries.ts';
import { neighbourGroup, premiseSizeOf, premiseTypeOf } from '../usage/model.ts';
import { chargeThebe, ratesFor } from '../usage/pricing.ts';
import { greenButtonFeed, usageCsv, usageXlsx } from '../usage/downloads.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { raiseUsageAlerts } from '../usage/alerts.ts';

interface UsageAccess {
  account: UsageAccount;
  link: UsageHolding['link'];
  window: UsageWindow;
  /** The account's meters in the window, oldest first. */
  meters: UsageMeter[];
  granted: (right: string) => boolean;
}

/**
 * The account as the caller holds it, its rights, and its meters with readings up to yesterday.
 * When the readings reach a new day, the account's usage alerts due are raised (with `log`).
 */
export async function usageAccess(ctx: ServerContext, userId: string, accountNumber: string, log?: FastifyBaseLogger): Promise<UsageAccess> {
  const holding = await usageHolding(ctx, userId, accountNumber);
  const { account, link } = holding;
  const held = effectiveRights(await ctx.rights.of(link.roleId, personas.residential), account.status);
  const window = usageWindow(ctx, account);
  const meters = usageMeters(holding.meters, window);
  if ((await ensureUsage(ctx, account, meters, window)) && log) await raiseUsageAlerts(ctx, log, account.id, window);
  return { account, link, window, meters, granted: (right) => hasRight(held, right) };
}

/** The meter of a service in the window (the newest when one replaced another), or 404. */
function meterOf(access: UsageAccess, service: UsageService): UsageMeter {
  const meter = access.meters.filter((m) => m.serviceType === service).at(-1);
  if (!meter) throw new ApiError(404, 'GEN404', `The account has no ${service} meter.`);
  return meter;
}

function requireRight(access: UsageAccess, right: string) {
  if (!access.granted(right)) throw new ApiError(403, 'GEN403');
}

const key = (row: BucketRow) => row.label;

function point(row: BucketRow, body: UsageRequest, withWeather: boolean): UsagePoint {
  const quantity = roundQuantity(row.amount / 1000);
  const cost = roundCost(row.costThebe / 100);
  const result: UsagePoint = {
    start: row.label,
    startInstant: new Date(row.startEpoch * 1000).toISOString(),
    seconds: row.endEpoch - row.startEpoch,
    days: row.days,
    quantity,
    cost,
    value: body.uom === 'BWP' ? cost : quantity,
  };
  if (withWeather && row.mean !== null) {
    result.weather = { high: row.high ?? row.mean, low: row.low ?? row.mean, mean: row.mean, cdd: row.cdd ?? 0, hdd: row.hdd ?? 0 };
  }
  return result;
}

/** A series of one service for the asked range, periodicity and unit. */
export async function usageSeries(ctx: ServerContext, access: UsageAccess, service: UsageService, body: UsageRequest): Promise<UsageSeries> {
  requireRight(access, usageServiceRight[service]);
  if (body.uom !== 'BWP' && body.uom !== usageQuantityUnit[service]) throw new ApiError(400, 'VLD002', `${errorCatalogue.VLD002} body.uom: VLD_USAGE_UOM (${usageQuantityUnit[service]} or BWP for ${service})`);
  const withWeather = body.weather === true;
  if (withWeather) requireRight(access, rights.usageWeatherOverlay);
  const meter = meterOf(access, service);
  const range = { meterId: meter.id, town: access.account.town, timeZone: access.window.timeZone, from: body.from, to: body.to, weather: withWeather };
  const rows = await usageBuckets(ctx, range, service, body.periodicity);
  const points = rows.map((row) => point(row, body, withWeather));
  const totalAmount = rows.reduce((sum, r) => sum + r.amount, 0);
  const totalCost = rows.reduce((sum, r) => sum + r.costThebe, 0);
  const totals: UsageSeries['totals'] = {
    quantity: roundQuantity(totalAmount / 1000),
    cost: roundCost(totalCost / 100),
    value: body.uom === 'BWP' ? roundCost(totalCost / 100) : roundQuantity(totalAmount / 1000),
  };
  if (service === 'solar') {
    // Consumption from the electric meter, in the same buckets; net = consumption - generation.
    const electric = access.meters.filter((m) => m.serviceType === 'electric').at(-1);
    const used = electric ? await usageBuckets(ctx, { ...range, meterId: electric.id, weather: false }, service, body.periodicity) : [];
    const byKey = new Map(used.map((row) => [key(row), row]));
    let consumed = 0;
    points.forEach((p, index) => {
      const other = byKey.get(key(rows[index]!));
      const amount = other?.amount ?? 0;
      consumed += amount;
      p.consumption = roundQuantity(amount / 1000);
      p.net = roundQuantity((amount - rows[index]!.amount) / 1000);
    });
    totals.consumption = roundQuantity(consumed / 1000);
    totals.net = roundQuantity((consumed - totalAmount) / 1000);
  }
  return {
    accountNumber: access.account.accountNumber,
    service,
    meterNumber: meter.meterNumber,
    from: body.from,
    to: body.to,
    uom: body.uom,
    quantityUnit: usageQuantityUnit[service],
    periodicity: body.periodicity,
    timeZone: access.window.timeZone,
    intervalMinutes: usageIntervalMinutes[service],
    points,
    totals,
  };
}

/** Recent days the projection averages. */
const projectionRecentDays = 7;

export async function usageProjection(ctx: ServerContext, access: UsageAccess): Promise<UsageProjection> {
  requireRight(access, usageServiceRight.electric);
  const meter = meterOf(access, 'electric');
  const { lastDay } = access.window;
  const bills = await billsOf(ctx, access.account.id);
  const periods = billingPeriods(bills, access.account, lastDay, lastDay, addDaysIso(lastDay, -4));
  const current = periods.find((p) => p.start <= lastDay && p.end >= lastDay)!;
  const totals = await meterTotals(ctx, meter.id, current.start, lastDay, projectionRecentDays);
  const daysInPeriod = Math.round((Date.parse(current.end) - Date.parse(current.start)) / 86_400_000) + 1;
  const remaining = daysInPeriod - totals.days;
  const projectedWh = totals.amount + totals.recentMean * remaining;
  const tariff = ratesFor(access.account.tariff, current.end);
  return {
    accountNumber: access.account.accountNumber,
    service: 'electric',
    periodStart: current.start,
    periodEnd: current.end,
    throughDay: lastDay,
    daysElapsed: totals.days,
    daysInPeriod,
    quantityToDate: roundQuantity(totals.amount / 1000),
    costToDate: roundCost(totals.costThebe / 100),
    projectedQuantity: roundQuantity(Math.round(projectedWh) / 1000),
    projectedCost: roundCost(chargeThebe(Math.round(projectedWh) / 1000, tariff) / 100),
  };
}

/** The first and last day of a calendar month (yyyy-mm). */
const monthDays = (month: string) => ({ from: `${month}-01`, to: addDaysIso(addMonthsIso(`${month}-01`, 1), -1) });

/** A month of a meter as a period of a comparison; null when it has no readings. */
async function monthFigures(ctx: ServerContext, access: UsageAccess, meter: UsageMeter, month: string): Promise<UsagePeriodFigures | null> {
  const { from, to } = monthDays(month);
  const totals = await periodTotals(ctx, meter.id, access.account.town, from, to);
  if (totals.days === 0) return null;
  const quantity = roundQuantity(totals.amount / 1000);
  return {
    from: totals.firstDay!,
    to: totals.lastDay!,
    days: totals.days,
    quantity,
    cost: roundCost(totals.costThebe / 100),
    perDay: roundQuantity(totals.amount / 1000 / totals.days),
    weather: totals.mean === null ? null : { high: totals.high ?? totals.mean, low: totals.low ?? totals.mean, mean: totals.mean, cdd: roundQuantity(totals.cdd ?? 0), hdd: roundQuantity(totals.hdd ?? 0) },
  };
}

/** A month against the month before and the same month a year earlier. */
export async function usageComparison(ctx: ServerContext, access: UsageAccess, service: UsageService, month: string): Promise<UsageComparison> {
  requireRight(access, rights.compare);
  requireRight(access, usageServiceRight[service]);
  const meter = meterOf(access, service);
  const current = await monthFigures(ctx, access, meter, month);
  if (!current) throw new ApiError(404, 'GEN404', `The ${service} meter has no readings in ${month}.`);
  const before = addMonthsIso(`${month}-01`, -1).slice(0, 7);
  const yearBefore = addMonthsIso(`${month}-01`, -12).slice(0, 7);
  return {
    accountNumber: access.account.accountNumber,
    service,
    quantityUnit: usageQuantityUnit[service],
    month,
    current,
    previous: await monthFigures(ctx, access, meter, before),
    lastYear: await monthFigures(ctx, access, meter, yearBefore),
  };
}

/** Days of electric history the size band is judged on. */
const sizeHistoryDays = 365;

/** A month's electric use against similar homes of the town (same type and size band), over the same days. */
export async function usageNeighbours(ctx: ServerContext, access: UsageAccess, month: string): Promise<UsageNeighbours> {
  requireRight(access, rights.compare);
  requireRight(access, usageServiceRight.electric);
  const meter = meterOf(access, 'electric');
  const { from, to } = monthDays(month);
  const totals = await periodTotals(ctx, meter.id, access.account.town, from, to);
  if (totals.days === 0) throw new ApiError(404, 'GEN404', `The electric meter has no readings in ${month}.`);
  const year = await meterTotals(ctx, meter.id, addDaysIso(access.window.lastDay, -sizeHistoryDays + 1), access.window.lastDay, 1);
  const averageMonthKwh = year.days ? (year.amount / 1000 / year.days) * 30.4 : 0;
  const premiseType = premiseTypeOf(access.account.premiseId, access.account.accountType);
  const premiseSize = premiseSizeOf(averageMonthKwh);
  const group = neighbourGroup(access.account.town, premiseType, premiseSize, month, totals.days, { cdd: totals.cdd ?? 0, hdd: totals.hdd ?? 0 });
  return {
    accountNumber: access.account.accountNumber,
    month,
    days: totals.days,
    premiseType,
    premiseSize,
    town: access.account.town,
    homes: group.homes,
    you: roundQuantity(totals.amount / 1000),
    similar: group.similar,
    efficient: group.efficient,
  };
}

export function usageArea(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);
    const serviceCall = (path: string, service: UsageService) =>
      route.post(path, { auth: 'required', body: usageRequestSchema }, async ({ body, session }) => {
        const access = await usageAccess(ctx, session.uuid, body.accountNumber, app.log);
        return ok<UsageSeries>(await usageSeries(ctx, access, service, body));
      });
    serviceCall(usageCalls.electric, 'electric');
    serviceCall(usageCalls.gas, 'gas');
    serviceCall(usageCalls.water, 'water');
    serviceCall(usageCalls.generation, 'solar');

    route.post(usageCalls.projection, { auth: 'required', body: usageAccountBodySchema }, async ({ body, session }) => {
      const access = await usageAccess(ctx, session.uuid, body.accountNumber, app.log);
      return ok<UsageProjection>(await usageProjection(ctx, access));
    });

    route.post(usageCalls.download, { auth: 'required', body: usageDownloadSchema }, async ({ body, session, reply }) => {
      const access = await usageAccess(ctx, session.uuid, body.accountNumber, app.log);
      requireRight(access, rights.usageDownload);
      const { service, format, ...request } = body;
      const series = await usageSeries(ctx, access, service, request);
      const disposition = `attachment; filename="${usageDownloadFileName({ ...series, format })}"`;
      if (format === 'csv') {
        return reply.type('text/csv; charset=utf-8').header('content-disposition', disposition).send(usageCsv(series));
      }
      if (format === 'xlsx') {
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', disposition)
          .send(await usageXlsx(series));
      }
      return reply
        .type('application/atom+xml; charset=utf-8')
        .header('content-disposition', disposition)
        .send(greenButtonFeed(series, ctx.now(), `${apiAreas.usage}${usageCalls.download}`));
    });

    route.post(usageCalls.compare, { auth: 'required', body: usageCompareSchema }, async ({ body, session }) => {
      const access = await usageAccess(ctx, session.uuid, body.accountNumber, app.log);
      return ok<UsageComparison>(await usageComparison(ctx, access, body.service, body.month));
    });

    route.post(usageCalls.neighbours, { auth: 'required', body: usageNeighboursSchema }, async ({ body, session }) => {
      const access = await usageAccess(ctx, session.uuid, body.accountNumber, app.log);
      return ok<UsageNeighbours>(await usageNeighbours(ctx, access, body.month));
    });

    route.post(usageCalls.meters, { auth: 'required', body: usageAccountBodySchema }, async ({ body, session }) => {
      const access = await usageAccess(ctx, session.uuid, body.accountNumber, app.log);
      const meters = usageServices
        .filter((service) => access.granted(usageServiceRight[service]))
        .flatMap((service) => access.meters.filter((m) => m.serviceType === service).slice(-1))
        .map((m) => ({
          meterNumber: m.meterNumber,
          service: m.serviceType as UsageService,
          intervalMinutes: usageIntervalMinutes[m.serviceType as UsageService],
          firstDay: m.startDate > access.window.firstDay ? m.startDate : access.window.firstDay,
          lastDay: m.endDate < access.window.lastDay ? m.endDate : access.window.lastDay,
        }));
      return ok<UsageMeters>({ accountNumber: access.account.accountNumber, timeZone: access.window.timeZone, meters });
    });
  };
}
