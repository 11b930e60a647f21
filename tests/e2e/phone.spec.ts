/**
 * The portal on a phone (issue 19, points 1-4): every route at 320 and 375 px, signed out and
 * signed in, and none scrolls sideways; the history pages read as cards; long numbers wrap between
 * their groups, never inside one; the signed-in header is one row at every breakpoint of document
 * 2 section 9. One test per kind of visitor, each walking its pages inside one load of the portal
 * (tests/e2e/inApp.ts) and measuring each page at both widths; the screenshots a human reviews
 * (test-results/review/phone-*.png) are taken on the way.
 */
import { expect, test, type Page } from '@playwright/test';
import { breakpoints } from '../../src/domain/constants.ts';
import { createPerson, signIn } from './people.ts';
import { reviewShot, text } from './support.ts';
import { openInApp } from './inApp.ts';
import { walkRoutes } from './walkRoutes.ts';

const t = (id: string) => text('EN_US', id);

/**
 * How far the page scrolls sideways (0 when it does not), with the elements that stick out past
 * the screen's edge outside any box that scrolls them itself.
 */
function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const scrolledInside = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden' || overflow === 'clip') return true;
      }
      return false;
    };
    const offenders = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 0.5 && !scrolledInside(element);
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} (right ${Math.round(element.getBoundingClientRect().right)})`);
    return { extra: root.scrollWidth - width, offenders };
  });
}

const phoneWidths = [breakpoints.xs, 375];

/** Resizes the viewport and waits two frames, so layout decided in script (the menu) follows. */
async function resize(page: Page, width: number, height = 740) {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Opens each path in the portal already loaded (no reload) and measures it at 320 and 375 px (the
 * viewport is resized, the page is not reloaded); collects those that scroll sideways. Each page is
 * measured first at the width the viewport already has (one resize a page, not two), and a page
 * shown again (a signed-out address that sends a signed-in visitor to a page walked already, an
 * unknown path to /Error) is not measured twice.
 */
async function walk(page: Page, paths: string[]) {
  const problems: string[] = [];
  const measured = new Set<string>();
  for (const path of paths) {
    await openInApp(page, path);
    const shown = new URL(page.url());
    if (measured.has(shown.pathname + shown.search)) continue;
    measured.add(shown.pathname + shown.search);
    const widths = page.viewportSize()?.width === phoneWidths[1] ? [...phoneWidths].reverse() : phoneWidths;
    for (const width of widths) {
      if (page.viewportSize()?.width !== width) await resize(page, width);
      const { extra, offenders } = await sidewaysScroll(page);
      if (extra > 0) problems.push(`${path} (shown ${shown.pathname}) at ${width} px scrolls ${extra}px sideways: ${offenders.join(', ')}`);
    }
  }
  return problems;
}

/** The groups of long numbers (tokens, references, meters) broken over two lines: none may be. */
function brokenGroups(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.grouped-number__group')].filter((group) => group.getClientRects().length !== 1).map((group) => group.textContent),
  );
}

const headerWidths = Object.values(breakpoints);

/** The signed-in header is one row at every breakpoint of document 2 section 9, the bell beside the menu. */
async function expectOneRowHeader(page: Page) {
  for (const width of headerWidths) {
    await resize(page, width, 800);
    const bar = page.locator('.signed-header__bar');
    await expect(bar).toBeVisible();
    const layout = await bar.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const middle = box.top + box.height / 2;
      const pieces = [element.querySelector('.signed-header__logo'), ...element.querySelectorAll('.signed-header__tools > *')]
        .filter((piece): piece is Element => piece !== null && piece.getBoundingClientRect().width > 0)
        .map((piece) => {
          const rect = piece.getBoundingClientRect();
          return { name: String(piece.className).split(' ')[0], top: rect.top, bottom: rect.bottom, right: rect.right };
        });
      return { height: box.height, middle, right: document.documentElement.clientWidth, pieces };
    });
    // One row: every piece crosses the bar's middle line, none past the screen's edge.
    const offRow = layout.pieces.filter((piece) => piece.top > layout.middle || piece.bottom < layout.middle).map((piece) => piece.name);
    expect(offRow, `${width} px: pieces off the header's row`).toEqual([]);
    expect(layout.pieces.filter((piece) => piece.right > layout.right + 0.5).map((piece) => piece.name), `${width} px: past the edge`).toEqual([]);
    expect(layout.height, `${width} px: header height`).toBeLessThanOrEqual(80);
    await expect(page.getByRole('link', { name: /^Notifications/ })).toBeVisible();
  }
}

// A sign-in link exchanged while signed in ends the session: walked last.
const ordered = (paths: string[]) => [...paths.filter((path) => !path.startsWith('/authenticate')), ...paths.filter((path) => path.startsWith('/authenticate'))];
// Signed out, a signed-in page only sends to /login: the public pages are walked.
const publicPaths = ordered(walkRoutes.filter((route) => !route.signedIn).map((route) => route.path));
const everyPath = ordered(walkRoutes.map((route) => route.path));
// The pages only a prepaid account sees, and its dashboard.
const prepaidPaths = walkRoutes.map((route) => route.path).filter((path) => /^\/(dashboard|Recharge|transactionhistory)/.test(path));

const phone = { width: 375, height: 740 };

test('the walk covers every route file', () => {
  expect(everyPath.length).toBeGreaterThan(55);
  expect(everyPath).toEqual(expect.arrayContaining(['/login', '/billinghistory/payments', '/transactionhistory/tokens', '/Notifications']));
  expect(prepaidPaths.length).toBeGreaterThanOrEqual(5);
});

test('signed out: no page scrolls sideways at 320 and 375 px', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(phone);
  await page.goto('/login');
  await expect(page.locator('main h1')).toBeVisible();
  // The password field keeps most of the row beside its Show button.
  const password = await page.getByLabel(t('login.password'), { exact: true }).boundingBox();
  expect(password?.width).toBeGreaterThan(150);
  await reviewShot(page, 'phone-login');
  expect(await walk(page, publicPaths)).toEqual([]);
});

test('demo.customer: the header is one row; the history reads as cards; no page scrolls sideways at 320 and 375 px', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(phone);
  await signIn(page, await createPerson(page.request, 'demo.customer'));
  await reviewShot(page, 'phone-dashboard');
  await expectOneRowHeader(page);

  // Billing & Payment History: a list of bills and one of payments, date, status and amount first.
  await resize(page, phone.width);
  await openInApp(page, '/billinghistory');
  const bills = page.getByRole('list', { name: t('billing.bills.caption') });
  await expect(bills.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const terms = await bills.getByRole('listitem').first().getByRole('term').allTextContents();
  expect(terms.slice(0, 3)).toEqual([t('billing.column.billDate'), t('billing.column.status'), t('billing.column.amount')]);
  expect(terms).toContain(t('billing.column.billNumber'));
  await reviewShot(page, 'phone-billing-history');
  await openInApp(page, '/billinghistory/payments');
  const payments = page.getByRole('list', { name: t('billing.payments.caption') });
  await expect(payments.getByRole('listitem').first()).toBeVisible();
  expect((await payments.getByRole('listitem').first().getByRole('term').allTextContents()).slice(0, 3)).toEqual([
    t('billing.column.paymentDate'),
    t('billing.column.status'),
    t('billing.column.amount'),
  ]);

  expect(await walk(page, everyPath)).toEqual([]);
});

test('demo.prepaid: the header is one row; tokens read as cards; the recharge receipt groups its numbers; no page scrolls sideways', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(phone);
  await signIn(page, await createPerson(page.request, 'demo.prepaid'));
  await expectOneRowHeader(page);
  await resize(page, phone.width);
  expect(await walk(page, prepaidPaths)).toEqual([]);

  // Token & Transaction History: cards, the 20-digit token in groups of four, no group broken.
  await page.setViewportSize(phone);
  await openInApp(page, '/transactionhistory/tokens');
  const tokens = page.getByRole('list', { name: t('history.caption.tokens') });
  await expect(tokens.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.locator('.grouped-number__group').count()).toBeGreaterThan(10);
  await expect(tokens.getByRole('listitem').first().locator('.history-token')).toHaveText(/^\d{4} \d{4} \d{4} \d{4} \d{4}$/);
  for (const width of phoneWidths) {
    await resize(page, width);
    expect(await brokenGroups(page), `${width} px`).toEqual([]);
  }
  await resize(page, phone.width);
  await reviewShot(page, 'phone-token-history');
  await openInApp(page, '/transactionhistory/transactions');
  await expect(page.getByRole('list', { name: t('history.caption.transactions') }).getByRole('listitem').first()).toBeVisible();

  // A recharge with a new card: the receipt's token, reference and meter in groups, none broken.
  await openInApp(page, '/Recharge');
  await page.getByLabel(t('recharge.field.amount')).fill('150');
  await page.getByRole('button', { name: t('recharge.continue') }).click();
  await page.getByLabel(t('payment.method.card.name')).fill('Naledi Kgosi');
  await page.getByLabel(t('payment.method.card.number')).fill('4242 4242 4242 4242');
  await page.getByLabel(t('payment.method.card.expiryMonth')).selectOption('12');
  await page.getByLabel(t('payment.method.card.expiryYear')).selectOption(String(new Date().getUTCFullYear() + 3));
  await page.getByLabel(t('payment.method.card.cvv')).fill('123');
  await page.getByRole('button', { name: t('recharge.continue') }).click();
  await page.getByRole('button', { name: t('recharge.pay') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('recharge.success.title') })).toBeVisible();
  await expect(page.getByTestId('recharge-token')).toHaveText(/^\d{4} \d{4} \d{4} \d{4} \d{4}$/);
  expect(await page.locator('.recharge-summary .grouped-number__group').count()).toBeGreaterThanOrEqual(5);
  for (const width of phoneWidths) {
    await resize(page, width);
    expect(await brokenGroups(page), `${width} px`).toEqual([]);
    expect((await sidewaysScroll(page)).extra, `${width} px`).toBe(0);
  }
  await resize(page, phone.width);
  await reviewShot(page, 'phone-recharge-receipt');
});

test('demo.landlord (two personas, two accounts): the header is one row at every breakpoint', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, await createPerson(page.request, 'demo.landlord'));
  await expectOneRowHeader(page);
});
