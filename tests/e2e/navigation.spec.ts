import { expect, test } from '@playwright/test';
import { text, visit } from './support.ts';

test('footer links lead to help, terms, privacy and FAQ pages', async ({ page }) => {
  const footerLinks: [string, RegExp, string][] = [
    [text('EN_US', 'footer.howCanWeHelp'), /\/Help$/, 'help.title'],
    [text('EN_US', 'footer.terms'), /\/Term$/, 'terms.title'],
    [text('EN_US', 'footer.privacy'), /\/PrivacyPolicy$/, 'privacy.title'],
    [text('EN_US', 'nav.faq'), /\/PreFaq$/, 'faq.title'],
    [text('EN_US', 'faq.page.PreOutageFaq'), /\/PreOutageFaq$/, 'faq.page.PreOutageFaq'],
    [text('EN_US', 'faq.page.PreBillingPaymentFaq'), /\/PreBillingPaymentFaq$/, 'faq.page.PreBillingPaymentFaq'],
  ];
  // One load: every public page has the footer, so each link is followed from the page the last one
  // opened (client-side navigation, as a visitor goes on).
  await visit(page, '/login');
  for (const [name, url, heading] of footerLinks) {
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.locator('main h1')).toHaveText(text('EN_US', heading));
    await expect(page.locator('main h1')).toBeFocused();
  }
});

test('FAQ category tabs and topic links load each category', async ({ page }) => {
  await visit(page, '/PreFaq');
  await expect(page.getByRole('heading', { level: 2, name: text('EN_US', 'faq.category.top10') })).toBeVisible();
  await page.getByRole('link', { name: text('EN_US', 'faq.category.usage'), exact: true }).click();
  await expect(page).toHaveURL(/\/PreFaq\?category=usage$/);
  await expect(page.getByRole('heading', { level: 2, name: text('EN_US', 'faq.category.usage') })).toBeVisible();
  await expect(page.getByRole('link', { name: text('EN_US', 'faq.category.usage'), exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.accordion__button').first()).toBeVisible();

  await visit(page, '/Help');
  await page.getByRole('link', { name: text('EN_US', 'faq.page.PreSafetyFaq') }).click();
  await expect(page).toHaveURL(/\/PreSafetyFaq$/);
  await expect(page.locator('.accordion__button').first()).toBeVisible();
});

test('help page lists the 17 service centres from the server', async ({ page }) => {
  await visit(page, '/Help');
  const centres = page.locator('.centre-list__item');
  await expect(centres).toHaveCount(17);
  await expect(centres.filter({ hasText: 'Gaborone-Main Mall' })).toHaveCount(1);
  await expect(centres.filter({ hasText: 'Tsabong' })).toHaveCount(1);
});

test('unknown paths go to /Error', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/Error$/);
  await expect(page.locator('main h1')).toHaveText(text('EN_US', 'errorPage.title'));
});

test('/ sends a visitor without a session to /login, where the home icon is hidden', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login(\?redirect=%2F)?$/);
  const nav = page.getByRole('navigation', { name: text('EN_US', 'layout.mainNavigation') });
  await expect(nav.getByRole('link', { name: text('EN_US', 'layout.home') })).toHaveCount(0);
  await visit(page, '/Help');
  await expect(nav.getByRole('link', { name: text('EN_US', 'layout.home') })).toBeVisible();
});

test('the navigation bar becomes fixed after scrolling 70px, and a route change scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await visit(page, '/Term');
  const nav = page.getByRole('navigation', { name: text('EN_US', 'layout.mainNavigation') });
  await expect(nav).toHaveAttribute('data-fixed', 'false');
  await page.mouse.wheel(0, 60);
  await page.waitForTimeout(100);
  await expect(nav).toHaveAttribute('data-fixed', 'false');
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(nav).toHaveAttribute('data-fixed', 'true');
  await expect(nav).toHaveCSS('position', 'fixed');
  await nav.getByRole('link', { name: text('EN_US', 'nav.help') }).click();
  await expect(page).toHaveURL(/\/Help$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the skip link leads to the page heading, not under the fixed navigation bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await visit(page, '/Term');
  const nav = page.getByRole('navigation', { name: text('EN_US', 'layout.mainNavigation') });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  // Fixed or not by then, the bar must not cover the heading.
  const navBox = await nav.boundingBox();
  const headingBox = await page.locator('main h1').boundingBox();
  expect(headingBox!.y).toBeGreaterThanOrEqual(navBox!.y + navBox!.height);
});

test('a failed call shows the error and a retry that works', async ({ page }) => {
  let fail = true;
  await page.route('**/api/common/faq**', async (route) => {
    if (fail) await route.abort('connectionrefused');
    else await route.continue();
  });
  await page.goto('/PreGeneralFaq');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(text('EN_US', 'error.loadFailed'));
  fail = false;
  await alert.getByRole('button', { name: text('EN_US', 'common.retry') }).click();
  await expect(page.locator('.accordion__button').first()).toBeVisible();
});
