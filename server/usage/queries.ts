/**
 * Usage figures as SQL aggregates: a call never loads every reading into Node.
 *
 * - Day: the stored days (usage_days), each already a day in the account's time zone. Week, month
 *   and year: their sums grouped by the calendar bucket of the day.
 * - Hour and interval: each day's total spread over its intervals in SQL. The intervals of a local
 *   day run from its local midnight to the next (92 or 100 of 15 minutes on a clock-change day);
 *   each takes the weight of its local time of day from the day kind's profile, and its amount is the
 *   step of the rounded running share of the day's total, so the intervals of a day add up to the
 *   day's stored total exactly (and so to every coarser figure and to the bill).
 *
 * Each series is one statement answering one json value (bucketsOf), and reads the weather only
 * when the caller asks for it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import { addDaysIso } from '../../src/domain/format.ts';
import { localMidnightEpoch } from './store.ts';
import { tableWritesOf, versionedReads } from '../db/writes.ts';
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
  /** With the town's weather (the overlay): without it the weather is not read. */
  weather: boolean;
}

type Raw = Record<string, unknown>;

/** Rows of a statement, on PGlite and on a PostgreSQL server alike. */
async function rowsOf(ctx: ServerContext, query: SQL): Promise<Raw[]> {
  const result = (await ctx.db.execute(query)) as unknown as { rows: Raw[] };
  return result.rows;
}
const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * The buckets of a statement that answers one row with one json column, `buckets`: an array of
 * [label, start, end, days, amount, cost, high, low, mean, cdd, hdd]. One value instead of a row
 * per bucket: the embedded database's driver decodes each field of each row in JavaScript, which
 * cost more than the query itself (bench:usage).
 */
async function bucketsOf(ctx: ServerContext, query: SQL): Promise<BucketRow[]> {
  const raw = (await rowsOf(ctx, query))[0]?.buckets;
  const tuples = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? [])) as unknown[][];
  return tuples.map((t) => ({
    label: String(t[0]),
    startEpoch: Number(t[1]),
    endEpoch: Number(t[2]),
    days: Number(t[3]),
    amount: Number(t[4]),
    costThebe: Number(t[5]),
    high: num(t[6]),
    low: num(t[7]),
    mean: num(t[8]),
    cdd: num(t[9]),
    hdd: num(t[10]),
  }));
}

/** The json array of the buckets of `source`, which has the columns the tuple names (bucketsOf). */
const bucketArray = (source: SQL, order: SQL) => sql`
  select coalesce(json_agg(json_build_array(label, start_epoch, end_epoch, days, amount, cost, high, low, mean, cdd, hdd) order by ${order}), '[]') as buckets
  from (${source}) b`;

/** The weather columns of a bucket source: the town's days joined as `w`, or nulls when not asked for. */
function weatherOf(range: Range, columns: SQL) {
  return range.weather
    ? { columns, join: sql`left join weather_days w on w.town = ${range.town} and w.day = d.day` }
    : { columns: sql`null::numeric as high, null::numeric as low, null::numeric as mean, null::numeric as cdd, null::numeric as hdd`, join: sql`` };
}

/**
 * Day buckets of a meter from `from` to `to` (`null`: all its days): the stored days as they are (one
 * row per meter and day), with the local midnight stored beside each; a day ends where the next
 * begins (the day after the last, or after a gap, is converted here, once).
 */
async function storedDays(ctx: ServerContext, range: Omit<Range, 'from' | 'to'> & { from: string | null; to: string | null }): Promise<BucketRow[]> {
  const within = range.from !== null && range.to !== null ? sql` and d.day between ${range.from}::date and ${range.to}::date` : sql``;
  const weatherWithin = range.from !== null && range.to !== null ? sql` and w.day between ${range.from}::date and ${range.to}::date` : sql``;
  const weather = range.weather
    ? { columns: sql`, w.high, w.low, w.mean, w.cdd, w.hdd`, join: sql`left join weather_days w on w.town = ${range.town} and w.day = d.day${weatherWithin}` }
    : { columns: sql``, join: sql`` };
  const rows = await rowsOf(
    ctx,
    sql`select coalesce(json_agg(json_build_array(d.day, d.start_epoch, d.amount, d.cost_thebe ${weather.columns}) order by d.day), '[]') as days
      from usage_days d ${weather.join}
      where d.meter_id = ${range.meterId}${within}`,
  );
  const raw = rows[0]?.days;
  const days = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? [])) as [string, number, number, number, ...(number | string | null)[]][];
  return days.map(([day, start, amount, cost, high = null, low = null, mean = null, cdd = null, hdd = null], index) => {
    const next = days[index + 1];
    const following = addDaysIso(day, 1);
    return {
      label: day,
      startEpoch: Number(start),
      endEpoch: next && next[0] === following ? Number(next[1]) : localMidnightEpoch(following, range.timeZone),
      days: 1,
      amount: Number(amount),
      costThebe: Number(cost),
      high: num(high),
      low: num(low),
      mean: num(mean),
      cdd: num(cdd),
      hdd: num(hdd),
    };
  });
}

/**
 * Every stored day of a meter, kept in memory on the embedded database while usage_days and
 * weather_days are unwritten (db/writes.ts): meter data changes once a day, and a customer moving
 * through the day views (this month, last year, another range) reads the same days again. Frozen:
 * the rows are shared by every answer that slices them. Up to 256 meters and variants; on a
 * PostgreSQL server (other processes write) each call reads its range only.
 */
const allDaysReads = versionedReads<readonly BucketRow[]>(['usage_days', 'weather_days'], 256);

/** The first index of `rows` (sorted by label) whose label is at least `day`. */
function firstAtOrAfter(rows: readonly BucketRow[], day: string): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (rows[middle]!.label < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Day buckets: a slice of the meter's days in memory (embedded database), else the range read from the database. */
async function dayBuckets(ctx: ServerContext, range: Range): Promise<BucketRow[]> {
  if (!tableWritesOf(ctx.db)) return storedDays(ctx, range);
  const key = `${range.meterId}|${range.town}|${range.timeZone}|${range.weather}`;
  const all = await allDaysReads(ctx.db, key, async () => Object.freeze((await storedDays(ctx, { ...range, from: null, to: null })).map((row) => Object.freeze(row))));
  return all.slice(firstAtOrAfter(all, range.from), firstAtOrAfter(all, addDaysIso(range.to, 1)));
}

/** Week, month or year buckets of one meter: sums of its days by calendar bucket. */
function calendarBuckets(ctx: ServerContext, range: Range, periodicity: 'week' | 'month' | 'year'): Promise<BucketRow[]> {
  const unit = sql.raw(`'${calendarUnit[periodicity]}'`);
  const next = sql.raw(`interval '1 ${calendarUnit[periodicity]}'`);
  const weather = weatherOf(range, sql`round(avg(w.high), 1) as high, round(avg(w.low), 1) as low, round(avg(w.mean), 1) as mean, sum(w.cdd) as cdd, sum(w.hdd) as hdd`);
  return bucketsOf(
    ctx,
    bucketArray(
      sql`
      with d as (
        select date_trunc(${unit}, d.day::timestamp)::date as bucket, d.day, d.amount, d.cost_thebe
        from usage_days d
        where d.meter_id = ${range.meterId} and d.day between ${range.from}::date and ${range.to}::date
      )
      select to_char(d.bucket, 'YYYY-MM-DD') as label,
        extract(epoch from (greatest(d.bucket, ${range.from}::date)::timestamp at time zone ${range.timeZone}))::bigint as start_epoch,
        extract(epoch from (least((d.bucket + ${next})::date, (${range.to}::date + 1))::timestamp at time zone ${range.timeZone}))::bigint as end_epoch,
        count(*)::int as days, sum(d.amount)::bigint as amount, sum(d.cost_thebe)::bigint as cost, ${weather.columns}
      from d ${weather.join}
      group by d.bucket`,
      sql`label`,
    ),
  );
}

/** Hour or interval buckets of one meter: each day's total spread over its profile. */
function intervalBuckets(ctx: ServerContext, range: Range, service: UsageService, periodicity: 'hour' | 'interval'): Promise<BucketRow[]> {
  const minutes = usageIntervalMinutes[service];
  const step = sql.raw(`interval '${minutes} minutes'`);
  const bucketLength = periodicity === 'hour' ? sql.raw(`interval '1 hour'`) : step;
  // Interval buckets are the readings; hour buckets group them by the hour they start in (grouped on
  // the instant, so the repeated hour of a clock change stays two hours).
  const groupKey = periodicity === 'hour' ? sql`date_trunc('hour', ts at time zone 'UTC')` : sql`ts`;
  const weather = weatherOf(
    range,
    sql`w.high, w.low,
      -- The hour's temperature: the day's mean swinging by half its range, coolest about 04:00, warmest about 16:00.
      round(w.mean + (w.high - w.low) / 2 * cos(2 * pi() * (extract(hour from d.start_ts at time zone ${range.timeZone}) + extract(minute from d.start_ts at time zone ${range.timeZone}) / 60.0 - 16) / 24)::numeric, 1) as mean,
      round(w.cdd * extract(epoch from ${bucketLength}) / 86400, 3) as cdd,
      round(w.hdd * extract(epoch from ${bucketLength}) / 86400, 3) as hdd`,
  );
  return bucketsOf(
    ctx,
    bucketArray(
      sql`
      with days as (
        select u.day, u.amount, u.cost_thebe, u.kind from usage_days u
        where u.meter_id = ${range.meterId} and u.day between ${range.from}::date and ${range.to}::date
      ), s as (
        select d.day, d.amount, d.cost_thebe, ts, p.weight
        from days d
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
      select to_char(d.start_ts at time zone ${range.timeZone}, 'YYYY-MM-DD"T"HH24:MI') as label, d.start_ts,
        extract(epoch from d.start_ts)::bigint as start_epoch,
        extract(epoch from d.start_ts + ${bucketLength})::bigint as end_epoch,
        1 as days, d.amount::bigint as amount, d.cost::bigint as cost, ${weather.columns}
      from g d ${weather.join}`,
      sql`start_ts`,
    ),
  );
}

export function usageBuckets(ctx: ServerContext, range: Range, service: UsageService, periodicity: UsagePeriodicity): Promise<BucketRow[]> {
  if (periodicity === 'hour' || periodicity === 'interval') return intervalBuckets(ctx, range, service, periodicity);
  if (periodicity === 'day') return dayBuckets(ctx, range);
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
