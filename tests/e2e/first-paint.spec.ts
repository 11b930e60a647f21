/**
 * A first paint that does not shift (issue 13, point 2), on a phone-sized viewport and a cold cache:
 * the layout shift of the load (Chromium's 'layout-shift' entries not caused by input, summed over
 * the whole load, a stricter figure than Lighthouse's largest session window) stays at most 0.05 on
 * /login and /PreFaq, and on a returning customer's cold /dashboard and /PayBill (where the
 * notification banner arrives above the page, and the dashboard's notice above its cards); a
 * signed-in cold load fetches none of the /login route's chunks, and sends the dashboard's call in
 * the second round of API calls. scripts/first-paint.ts prints each shift and the request waterfall.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { createPerson, signIn } from './people.ts';

const clsFloor = 0.05;
const phone = { width: 412, height: 823 };

test.use({ viewport: phone, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

/** Records layout shifts from the first byte of every document the page opens. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node as Element | undefined;
          return node?.nodeType === 1 ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName);
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page settled: heading shown, nothing loading, no request for a while. */
async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

async function layoutShift(page: Page) {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/**
 * The rounds of API calls of a load, counted by cause, not by time: every API answer is held until
 * the page has sent all it can without one more answer (nothing new for `quietMs`), then the held
 * ones are answered together, and what the page sends next is the next round. Script and style
 * loads are not held. Returns the paths sent in each round, up to the round that sent `last`.
 */
async function apiRounds(page: Page, path: string, last: RegExp, quietMs = 2500): Promise<string[][]> {
  const rounds: string[][] = [[]];
  let held: Route[] = [];
  let lastSentAt = Date.now();
  await page.route(/\/api\//, (route) => {
    held.push(route);
    rounds.at(-1)!.push(new URL(route.request().url()).pathname);
    lastSentAt = Date.now();
  });
  await page.goto(path);
  for (let round = 0; round < 10; round += 1) {
    await expect.poll(() => held.length > 0 && Date.now() - lastSentAt >= quietMs, { timeout: 30_000, intervals: [250] }).toBe(true);
    const sentLast = rounds.at(-1)!.some((sent) => last.test(sent));
    const answering = held;
    held = [];
    if (!sentLast) rounds.push([]);
    for (const route of answering) await route.continue();
    if (sentLast) break;
  }
  await page.unroute(/\/api\//);
  return rounds;
}

for (const path of ['/login', '/PreFaq']) {
  test(`${path} loads without shifting its layout`, async ({ page }) => {
    await watchShifts(page);
    await page.goto(path);
    await settle(page);
    const cls = await layoutShift(page);
    expect(cls.total, JSON.stringify(cls.shifts)).toBeLessThanOrEqual(clsFloor);
  });
}

test('a returning customer\'s cold /dashboard and /PayBill do not shift, and fetch none of the /login route chunks', async ({ page, request }) => {
  const person = await createPerson(request, 'demo.customer');
  await signIn(page, person, '/PayBill');
  for (const path of ['/dashboard', '/PayBill']) {
    // A new page of the same browser: the refresh cookie and the user id restore the session.
    const fresh = await page.context().newPage();
    const scripts: string[] = [];
    fresh.on('request', (sent) => {
      if (sent.url().endsWith('.js')) scripts.push(new URL(sent.url()).pathname);
    });
    await watchShifts(fresh);
    await fresh.goto(path);
    await settle(fresh);
    await expect(fresh).toHaveURL(new RegExp(`${path}$`));
    // The outage banner is seeded: it is on the page whose layout must not have moved for it.
    await expect(fresh.getByRole('region', { name: 'Notices for your account' })).toBeVisible();
    const cls = await layoutShift(fresh);
    expect(cls.total, `${path}: ${JSON.stringify(cls.shifts)}`).toBeLessThanOrEqual(clsFloor);
    expect(scripts.filter((url) => /\/(login|LoginPage)-/.test(url)), scripts.join('\n')).toEqual([]);
    if (path === '/dashboard') expect(scripts.some((url) => /\/DashboardPage-/.test(url)), scripts.join('\n')).toBe(true);
    await fresh.close();
  }
  // Two rounds (issue 13): the settings, the texts and the session (restored with its accounts,
  // meter and rights in one answer) together, then the dashboard's own calls.
  const fresh = await page.context().newPage();
  const rounds = await apiRounds(fresh, '/dashboard', /\/api\/billing\/dashboard$/);
  expect(rounds.length, JSON.stringify(rounds)).toBeLessThanOrEqual(2);
  expect(rounds[0], JSON.stringify(rounds)).toEqual(expect.arrayContaining(['/api/user/session/restore']));
  await expect(fresh.locator('main h1').first()).toBeVisible();
  await fresh.close();
});
