/**
 * `npm run bench:usage`: the usage calls on the embedded database (PGlite), in this process, over
 * loopback. It measures
 * - the first call on an account with four meters: writing 25 months of readings and weather
 *   (what "seed time" the usage data costs, paid once per account on first use);
 * - a year of daily electric (with weather) for one account at `BENCH_USAGE_CONNECTIONS` (20)
 *   concurrent requests for `BENCH_USAGE_SECONDS` (10): requests per second, p50 and p99 (goal:
 *   p99 at most 50 ms);
 * - a month of 15-minute electric (about 2,900 intervals) and two years of daily figures, once each.
 * Not part of `npm test`: figures depend on the machine and its load.
 */
import autocannon from 'autocannon';
import { addDaysIso, addMonthsIso } from '../src/domain/format.ts';
import { apiAreas } from '../src/domain/apiAreas.ts';
import { usageCalls } from '../src/domain/usage.ts';
import { localDay } from '../server/usage/store.ts';
import { signIn, startTestServer } from '../tests/server/helpers.ts';

const connections = Number(process.env.BENCH_USAGE_CONNECTIONS ?? 20);
const seconds = Number(process.env.BENCH_USAGE_SECONDS ?? 10);
const account = '300041526371';

const server = await startTestServer();
try {
  const { headers } = await signIn(server, 'demo.customer');
  const to = addDaysIso(localDay(new Date(), 'America/Los_Angeles'), -1);
  const call = async (path: string, body: Record<string, unknown>) => {
    const started = performance.now();
    const reply = await server.request({ method: 'POST', url: `${apiAreas.usage}${path}`, payload: body, headers });
    if (reply.statusCode !== 200) throw new Error(`${path}: ${reply.statusCode} ${reply.body}`);
    return { ms: performance.now() - started, points: (reply.json().data as { points?: unknown[] }).points?.length ?? 0 };
  };
  const first = await call(usageCalls.meters, { accountNumber: account });
  const month15 = await call(usageCalls.electric, { accountNumber: account, from: addDaysIso(to, -29), to, uom: 'kWh', periodicity: 'interval' });
  const twoYears = await call(usageCalls.electric, { accountNumber: account, from: addMonthsIso(to, -24), to, uom: 'kWh', periodicity: 'day', weather: true });

  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const result = await autocannon({
    url: `${address}${apiAreas.usage}${usageCalls.electric}`,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ accountNumber: account, from: addMonthsIso(to, -12), to, uom: 'kWh', periodicity: 'day', weather: true }),
    connections,
    duration: seconds,
    // The load comes from its own thread, as a customer's browser would not share the server's.
    workers: 1,
  });
  const lines = [
    `first usage call on an account with 4 meters (writes 25 months of readings and weather): ${first.ms.toFixed(0)} ms`,
    `a month of 15-minute electric: ${month15.points} intervals in ${month15.ms.toFixed(0)} ms`,
    `two years of daily electric with weather: ${twoYears.points} days in ${twoYears.ms.toFixed(0)} ms`,
    `a year of daily electric with weather, ${connections} connections for ${seconds} s: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
    `goal p99 <= 50 ms: ${result.latency.p99 <= 50 ? 'met' : 'NOT met'}`,
  ];
  console.log(lines.join('\n'));
} finally {
  await server.close();
}
