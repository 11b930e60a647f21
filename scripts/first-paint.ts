/**
 * `npx tsx scripts/first-paint.ts`: the layout shift and the request waterfall of a cold load on a
 * phone-sized viewport (issue 13, point 2), against a running server (FIRST_PAINT_BASE, default
 * http://localhost:8080, with ADMIN_TOKEN for the test-people call): /login and /PreFaq signed out,
 * /dashboard and /PayBill signed in as a returning customer (refresh cookie and remembered user id),
 * each in a new page of the same browser. For each page it prints the summed layout shift (Chromium
 * 'layout-shift' entries without recent input), every shift with the elements that moved (their
 * y and height before and after), and each request with its time from the start. A measuring tool,
 * not a test: figures depend on the machine's load.
 */
import { chromium } from '@playwright/test';
import { adminBasePath, adminTokenHeader } from '../src/domain/admin.ts';
import { devAdminCalls, type TestPeopleData } from '../src/domain/devAdmin.ts';
import { userIdKey } from '../src/app/session/browserStorage.ts';

const base = process.env.FIRST_PAINT_BASE ?? 'http://localhost:8080';
const adminToken = process.env.ADMIN_TOKEN ?? '';
const pages = (process.argv.slice(2).length ? process.argv.slice(2) : ['/login', '/PreFaq', '/dashboard', '/PayBill']);
const signedInPaths = new Set(['/dashboard', '/PayBill']);

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  let signedIn = false;
  for (const path of pages) {
    if (signedInPaths.has(path) && !signedIn) {
      signedIn = true;
      const setup = await context.newPage();
      const people = await setup.request.post(`${base}${adminBasePath}${devAdminCalls.testPeople}`, { headers: { [adminTokenHeader]: adminToken }, data: { users: ['demo.customer'] } });
      if (!people.ok()) throw new Error(`test-people: ${people.status()} ${await people.text()}`);
      const user = ((await people.json()) as { data: TestPeopleData }).data.users[0]!;
      const login = await setup.request.post(`${base}/api/user/login`, { data: { username: user.userName, password: user.password } });
      if (!login.ok()) throw new Error(`login: ${login.status()}`);
      await setup.goto(`${base}/health`);
      await setup.evaluate(([key, name]) => window.localStorage.setItem(key, name), [userIdKey, user.userName] as const);
      await setup.close();
    }
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: Shift[] = [];
      (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; startTime: number; hadRecentInput: boolean; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }[]) {
          if (entry.hadRecentInput) continue;
          shifts.push({
            value: entry.value,
            at: Math.round(entry.startTime),
            sources: (entry.sources ?? []).map((source) => {
              const node = source.node as Element | undefined;
              const name = node?.nodeType === 1 ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName);
              return `${name} y ${Math.round(source.previousRect.y)}->${Math.round(source.currentRect.y)} h ${Math.round(source.previousRect.height)}->${Math.round(source.currentRect.height)}`;
            }),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const started = Date.now();
    const requests: string[] = [];
    const sentAt = new Map<object, number>();
    page.on('request', (sent) => sentAt.set(sent, Date.now() - started));
    // Start and end of each request: the rounds of a cold load are the runs of calls that wait on an earlier answer.
    page.on('requestfinished', (done) => {
      const from = sentAt.get(done) ?? 0;
      requests.push(`${String(from).padStart(6)} -> ${String(Date.now() - started).padStart(6)} ms  ${new URL(done.url()).pathname}`);
    });
    await page.goto(`${base}${path}`);
    await page.locator('main h1').first().waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3000);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    console.log(`\n${path} (${new URL(page.url()).pathname}): layout shift ${shifts.reduce((sum, shift) => sum + shift.value, 0).toFixed(3)}`);
    for (const shift of shifts) console.log(`  ${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.sources.join('; ')}`);
    console.log(requests.sort((a, b) => Number(a.trim().split(' ')[0]) - Number(b.trim().split(' ')[0])).map((line) => `  ${line}`).join('\n'));
    await page.close();
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
