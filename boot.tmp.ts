import puppeteer from 'puppeteer-core';
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const url = process.argv[2] ?? 'http://localhost:4199/login';
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
const page = await browser.newPage();
await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
if (process.env.COOKIE) await page.setCookie(...JSON.parse(process.env.COOKIE));
const cdp = await page.createCDPSession();
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'networkidle0' });
await new Promise((r) => setTimeout(r, 1000));
const { profile } = await cdp.send('Profiler.stop');
const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
await browser.close();
const maps = new Map<string, SourceMapConsumer | null>();
function mapOf(u: string) {
  if (!maps.has(u)) {
    try { const f = 'dist/assets/' + u.split('/assets/')[1] + '.map'; maps.set(u, new SourceMapConsumer(JSON.parse(readFileSync(f, 'utf8')))); } catch { maps.set(u, null); }
  }
  return maps.get(u);
}
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
const ts = profile.timeDeltas!;
profile.samples!.forEach((s, i) => self.set(s, (self.get(s) ?? 0) + ts[i]!));
const bySource = new Map<string, number>(); const byFn = new Map<string, number>();
let total = 0;
for (const [id, us] of self) {
  const n = byId.get(id)!; const cf = n.callFrame; total += us;
  let src = cf.url ? cf.url.replace(/^https?:\/\/[^/]+/, '') : cf.functionName || '(native)';
  let fn = cf.functionName;
  if (cf.url.includes('/assets/')) {
    const m = mapOf(cf.url);
    const o = m?.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
    if (o?.source) { src = o.source.replace(/.*node_modules\//, 'nm:').replace(/^(nm:(@[^/]+\/)?[^/]+).*/, '$1').replace(/^\.\.\/src\//, 'src/'); fn = (o.name ?? fn) + ' ' + o.source.replace(/.*node_modules\//, '').slice(-50) + ':' + o.line; }
  }
  bySource.set(src, (bySource.get(src) ?? 0) + us);
  byFn.set(fn, (byFn.get(fn) ?? 0) + us);
}
console.log('FCP', fcp, 'profile total ms (4x)', (total / 1000).toFixed(0));
for (const [k, v] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 1000).toFixed(0).padStart(6), k);
console.log('--- functions');
for (const [k, v] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v / 1000).toFixed(0).padStart(6), k);
