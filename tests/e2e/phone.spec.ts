/**
 * The portal on a phone (issue 19, points 1-4): every route at 320 and 375 px, signed out and
 * signed in, and none scrolls sideways; the history pages read as cards; long numbers wrap between
 * their groups, never inside one; the signed-in header is one row at every breakpoint of document
 * 2 section 9.
 */
import { expect, test, type Page } from '@playwright/test';
import { breakpoints } from '../../src/domain/constants.ts';
import { createPerson, signIn } from './people.ts';
import { text } from './support.ts';
import { walkRoutes } from './walkRoutes.ts';

const t = (id: string) => text('EN_US', id);

/** Waits for the page (after any redirect) to show its heading with nothing loading. */
async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: /Loading|Cargando|Chargement/ })).toHaveCount(0);
}

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

/**
 * Visits each path once and measures it at 320 and 375 px (the viewport is resized, the page is
 * not reloaded); collects those that scroll sideways.
 */
async function walk(page: Page, paths: string[]) {
  const problems: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: phoneWidths[0]!, height: 740 });
    await page.goto(path);
    await settle(page);
    for (const width of phoneWidths) {
      await page.setViewportSize({ width, height: 740 });
      const { extra, offenders } = await sidewaysScroll(page);
      if (extra > 0) problems.push(`${path} (shown ${new URL(page.url()).pathname}) at ${width} px scrolls ${extra}px sideways: ${offenders.join(', ')}`);
    }
  }
  return problems;
}

/** The paths in runs of `size`, one test each (they run in parallel). */
function runs(paths: string[], size = 12): string[][] {
  const out: string[][] = [];
  for (let index = 0; index < paths.length; index += size) out.push(paths.slice(index, index + size));
  return out;
}

// A sign-in link exchanged while signed in ends the session: walked last.
const ordered = (paths: string[]) => [...paths.filter((path) => !path.startsWith('/authenticate')), ...paths.filter((path) => path.startsWith('/authenticate'))];
// Signed out, a signed-in page only sends to /login: the public pages are walked.
const publicPaths = ordered(walkRoutes.filter((route) => !route.signedIn).map((route) => route.path));
const everyPath = ordered(walkRoutes.map((route) => route.path));
// The pages only a prepaid account sees, and its dashboard.
const prepaidPaths = walkRoutes.map((route) => route.path).filter((path) => /^\/(dashboard|Recharge|transactionhistory)/.test(path));

test('the walk covers every route file', () => {
  expect(everyPath.length).toBeGreaterThan(55);
  expect(everyPath).toEqual(expect.arrayContaining(['/login', '/billinghistory/payments', '/transactionhistory/tokens', '/Notifications']));
});

test.describe('no page scrolls sideways at 320 and 375 px', () => {
  for (const paths of runs(publicPaths)) {
    test(`signed out: ${paths[0]} to ${paths.at(-1)}`, async ({ page }) => {
      test.setTimeout(240_000);
      expect(await walk(page, paths)).toEqual([]);
    });
  }

  for (const paths of runs(everyPath)) {
    test(`signed in as demo.customer: ${paths[0]} to ${paths.at(-1)}`, async ({ page }) => {
      test.setTimeout(240_000);
      await signIn(page, await createPerson(page.request, 'demo.customer'));
      expect(await walk(page, paths)).toEqual([]);
    });
  }

  test('signed in as demo.prepaid: its dashboard, Recharge Meter and Token & Transaction History', async ({ page }) => {
    test.setTimeout(240_000);
    expect(prepaidPaths.length).toBeGreaterThanOrEqual(5);
    await signIn(page, await createPerson(page.request, 'demo.prepaid'));
    expect(await walk(page, prepaidPaths)).toEqual([]);
  });
});

test.describe('history pages on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Billing & Payment History reads as cards: a list of bills, of payments, date, amount and status first', async ({ page }) => {
    await signIn(page, await createPerson(page.request, 'demo.customer'));
    await page.goto('/billinghistory');
    const bills = page.getByRole('list', { name: t('billing.bills.caption') });
    await expect(bills.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const first = bills.getByRole('listitem').first();
    const terms = await first.getByRole('term').allTextContents();
    expect(terms.slice(0, 3)).toEqual([t('billing.column.billDate'), t('billing.column.status'), t('billing.column.amount')]);
    expect(terms).toContain(t('billing.column.billNumber'));

    await page.goto('/billinghistory/payments');
    const payments = page.getByRole('list', { name: t('billing.payments.caption') });
    await expect(payments.getByRole('listitem').first()).toBeVisible();
    expect((await payments.getByRole('listitem').first().getByRole('term').allTextContents()).slice(0, 3)).toEqual([
      t('billing.column.paymentDate'),
      t('billing.column.status'),
      t('billing.column.amount'),
    ]);
    expect((await sidewaysScroll(page)).extra).toBe(0);
  });

  test('Token & Transaction History reads as cards, and a token or reference never breaks inside a group', async ({ page }) => {
    await signIn(page, await createPerson(page.request, 'demo.prepaid'));
    await page.goto('/transactionhistory/tokens');
    const tokens = page.getByRole('list', { name: t('history.caption.tokens') });
    await expect(tokens.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    // Each group of a long number is on one line (a group broken over two lines has two boxes).
    const brokenGroups = await page.evaluate(() =>
      [...document.querySelectorAll('.grouped-number__group')].filter((group) => group.getClientRects().length !== 1).map((group) => group.textContent),
    );
    expect(brokenGroups).toEqual([]);
    expect(await page.locator('.grouped-number__group').count()).toBeGreaterThan(10);
    // The 20-digit token in groups of four, each group on one line.
    const token = tokens.getByRole('listitem').first().locator('.history-token');
    await expect(token).toHaveText(/^\d{4} \d{4} \d{4} \d{4} \d{4}$/);

    await page.goto('/transactionhistory/transactions');
    await expect(page.getByRole('list', { name: t('history.caption.transactions') }).getByRole('listitem').first()).toBeVisible();
  });
});

test.describe('the signed-in header', () => {
  const widths = Object.values(breakpoints);

  for (const userName of ['demo.prepaid', 'demo.customer', 'demo.landlord']) {
    test(`${userName}: one row at ${widths.join(', ')} px, the bell beside the menu`, async ({ page }) => {
      await signIn(page, await createPerson(page.request, userName));
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
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
    });
  }
});
