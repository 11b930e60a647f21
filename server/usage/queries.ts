/**
 * Usage figures as SQL aggregates: a call never loads every reading into Node.
 *
 * - Day, week, month and year: sums of the stored days (usage_days) grouped by the calendar bucket
 *   of the day, which is already a day in the account's time zone.
 * - Hour and interval: each day's total spread over its intervals in SQL. The intervals of a local
 *   day run from its local midnight to the next (92 or 100 of 15 minutes on a clock-change day);
 *   each takes the weight of its local time of day from the day kind's profile, and its amount is the
 *   step of the rounded running share of the day's total, so the intervals of a day add up to the
 *   day's stored total exactly (and so to every coarser figure and to the bill).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import { usageIntervalMinutes, type UsagePeriodicity, type UsageService } from '../../src/domain/usage.ts';

export interface BucketRow {
  /** Local label: yyyy-mm-dd, or yyyy-mm-ddTHH:mm for hour and interval. */
  label: string;
  /** Start and end of the bucket within the range, epoch seconds. */
  startEpoch: number;
  endEpoch: number;
  days: number;
  /** Thousandths (Wh or litres). */
  amount: number;
  costThebe: number;
  high: number | null;
  low: number | null;
  mean: number | null;
  cdd: number | null;
  hdd: number | null;
}

const calendarUnit: Record<'week' | 'month' | 'year', string> = { week: 'week', month: 'month', year: 'year' };

interface Range {
  meterId: number;
  town: string;
  timeZone: string;
  from: string;
  to: string;
}

type Raw = Record<string, unknown>;

/** Rows of a statement, on PGlite and on a PostgreSQL server alike. */
async function rowsOf(ctx: ServerContext, query: SQL): Promise<Raw[]> {
  const result = (await ctx.db.execute(query)) as unknown as { rows: Raw[] };
  return result.rows;
}
const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

function toBucket(row: Raw): BucketRow {
  return {
    label: String(row.label),
    startEpoch: Number(row.start_epoch),
    endEpoch: Number(row.end_epoch),
    days: Number(row.days),
    amount: Number(row.amount),
    costThebe: Number(row.cost),
    high: num(row.high),
    low: num(row.low),
    mean: num(row.mean),
    cdd: num(row.cdd),
    hdd: num(row.hdd),
  };
}

/** Day, week, month or year buckets of one meter. */
async function calendarBuckets(ctx: ServerContext, range: Range, periodicity: 'day' | 'week' | 'month' | 'year'): Promise<BucketRow[]> {
  const bucket = periodicity === 'day' ? sql`d.day` : sql`date_trunc(${sql.raw(`'${calendarUnit[periodicity]}'`)}, d.day::timestamp)::date`;
  const next = periodicity === 'day' ? sql`interval '1 day'` : sql.raw(`interval '1 ${calendarUnit[periodicity]}'`);
  const result = await rowsOf(ctx, sql`
    with b as (
      select ${bucket} as bucket, d.day, d.amount, d.cost_thebe, w.high, w.low, w.mean, w.cdd, w.hdd
      from usage_days d
      left join weather_days w on w.town = ${range.town} and w.day = d.day
      where d.meter_id = ${range.meterId} and d.day between ${range.from}::date and ${range.to}::date
    )
    select to_char(bucket, 'YYYY-MM-DD') as label,
      extract(epoch from (greatest(bucket, ${range.from}::date)::timestamp at time zone ${range.timeZone}))::bigint as start_epoch,
      extract(epoch from (least((bucket + ${next})::date, (${range.to}::date + 1))::timestamp at time zone ${range.timeZone}))::bigint as end_epoch,
      count(*)::int as days, sum(amount)::bigint as amount, sum(cost_thebe)::bigint as cost,
      round(avg(high), 1) as high, round(avg(low), 1) as low, round(avg(mean), 1) as mean, sum(cdd) as cdd, sum(hdd) as hdd
    from b group by bucket order by bucket`);
  return result.map(toBucket);
}

/** Hour or interval buckets of one meter: each day's total spread over its profile. */
async function intervalBuckets(ctx: ServerContext, range: Range, service: UsageService, periodicity: 'hour' | 'interval'): Promise<BucketRow[]> {
  const minutes = usageIntervalMinutes[service];
  const step = sql.raw(`interval '${minutes} minutes'`);
  const bucketLength = periodicity === 'hour' ? sql.raw(`interval '1 hour'`) : step;
  // Interval buckets are the readings; hour buckets group them by the hour they start in (grouped on
  // the instant, so the repeated hour of a clock change stays two hours).
  const groupKey = periodicity === 'hour' ? sql`date_trunc('hour', ts at time zone 'UTC')` : sql`ts`;
  const result = await rowsOf(ctx, sql`
    with d as (
      select d.day, d.amount, d.cost_thebe, d.kind from usage_days d
      where d.meter_id = ${range.meterId} and d.day between ${range.from}::date and ${range.to}::date
    ), s as (
      select d.day, d.amount, d.cost_thebe, ts, p.weight
      from d
      cross join lateral generate_series(d.day::timestamp at time zone ${range.timeZone}, (d.day + 1)::timestamp at time zone ${range.timeZone} - ${step}, ${step}) as ts
      join usage_profiles p on p.kind = d.kind
        and p.slot = ((extract(hour from ts at time zone ${range.timeZone}) * 60 + extract(minute from ts at time zone ${range.timeZone})) / ${minutes})::int
    ), c as (
      select day, ts, amount, cost_thebe,
        coalesce(sum(weight) over (partition by day order by ts) / nullif(sum(weight) over (partition by day), 0), 1) as f
      from s
    ), v as (
      select day, ts,
        round(amount * f) - coalesce(lag(round(amount * f)) over (partition by day order by ts), 0) as amount,
        round(cost_thebe * f) - coalesce(lag(round(cost_thebe * f)) over (partition by day order by ts), 0) as cost
      from c
    ), g as (
      select ${groupKey} as k, min(ts) as start_ts, min(day) as day, sum(amount) as amount, sum(cost) as cost
      from v group by 1
    )
    select to_char(g.start_ts at time zone ${range.timeZone}, 'YYYY-MM-DD"T"HH24:MI') as label,
      extract(epoch from g.start_ts)::bigint as start_epoch,
      extract(epoch from g.start_ts + ${bucketLength})::bigint as end_epoch,
      1 as days, g.amount::bigint as amount, g.cost::bigint as cost,
      w.high, w.low,
      -- The hour's temperature: the day's mean swinging by half its range, coolest about 04:00, warmest about 16:00.
      round(w.mean + (w.high - w.low) / 2 * cos(2 * pi() * (extract(hour from g.start_ts at time zone ${range.timeZone}) + extract(minute from g.start_ts at time zone ${range.timeZone}) / 60.0 - 16) / 24)::numeric, 1) as mean,
      round(w.cdd * extract(epoch from ${bucketLength}) / 86400, 3) as cdd,
      round(w.hdd * extract(epoch from ${bucketLength}) / 86400, 3) as hdd
    from g left join weather_days w on w.town = ${range.town} and w.day = g.day
    order by g.start_ts`);
  return result.map(toBucket);
}

export function usageBuckets(ctx: ServerContext, range: Range, service: UsageService, periodicity: UsagePeriodicity): Promise<BucketRow[]> {
  if (periodicity === 'hour' || periodicity === 'interval') return intervalBuckets(ctx, range, service, periodicity);
  return calendarBuckets(ctx, range, periodicity);
}

/** Sum of a meter's days from `from` to `to`, and the mean of its last `recent` days. */
export async function meterTotals(ctx: ServerContext, meterId: number, from: string, to: string, recent: number) {
  const result = await rowsOf(ctx, sql`
    select coalesce(sum(amount), 0)::bigint as amount, coalesce(sum(cost_thebe), 0)::bigint as cost, count(*)::int as days,
      coalesce((select avg(amount) from (select amount from usage_days where meter_id = ${meterId} and day <= ${to}::date order by day desc limit ${recent}) r), 0)::float8 as recent_mean
    from usage_days where meter_id = ${meterId} and day between ${from}::date and ${to}::date`);
  const row = result[0]!;
  return { amount: Number(row.amount), costThebe: Number(row.cost), days: Number(row.days), recentMean: Number(row.recent_mean) };
}

/** One meter's days from `from` to `to` as one period: totals, the days with readings and the town's weather over them. */
export async function periodTotals(ctx: ServerContext, meterId: number, town: string, from: string, to: string) {
  const result = await rowsOf(ctx, sql`
    select count(*)::int as days, min(d.day)::text as first_day, max(d.day)::text as last_day,
      coalesce(sum(d.amount), 0)::bigint as amount, coalesce(sum(d.cost_thebe), 0)::bigint as cost,
      round(avg(w.high), 1) as high, round(avg(w.low), 1) as low, round(avg(w.mean), 1) as mean, sum(w.cdd) as cdd, sum(w.hdd) as hdd
    from usage_days d
    left join weather_days w on w.town = ${town} and w.day = d.day
    where d.meter_id = ${meterId} and d.day between ${from}::date and ${to}::date`);
  const row = result[0]!;
  return {
    days: Number(row.days),
    firstDay: row.first_day === null ? null : String(row.first_day),
    lastDay: row.last_day === null ? null : String(row.last_day),
    amount: Number(row.amount),
    costThebe: Number(row.cost),
    high: num(row.high),
    low: num(row.low),
    mean: num(row.mean),
    cdd: num(row.cdd),
    hdd: num(row.hdd),
  };
}
