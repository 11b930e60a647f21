import { expect, test } from '@playwright/test';
import { text, visit } from './support.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const portal = `http://127.0.0.1:${port}/Portal`;

test('on another host name the portal lives under /Portal, and deep links survive a reload', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${port}/`);
  await expect(page).toHaveURL(new RegExp(`^${portal}/login(\\?redirect=%2F)?$`));
  await expect(page.locator('main h1')).toHaveText(text('EN_US', 'landing.title'));

  await visit(page, `${portal}/PreFaq?category=billingPayment`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: text('EN_US', 'faq.category.billingPayment') })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: text('EN_US', 'footer.terms') }).click();
  await expect(page).toHaveURL(`${portal}/Term`);
  await page.reload();
  await expect(page.locator('main h1')).toHaveText(text('EN_US', 'terms.title'));
});

test('an unknown path under /Portal goes to /Portal/Error', async ({ page }) => {
  await page.goto(`${portal}/nothing-here`);
  await expect(page).toHaveURL(`${portal}/Error`);
});

test('on localhost the base is / and deep links survive a reload', async ({ page }) => {
  await visit(page, '/PrivacyPolicy');
  await page.reload();
  await expect(page.locator('main h1')).toHaveText(text('EN_US', 'privacy.title'));
  await expect(page).toHaveURL(/localhost:\d+\/PrivacyPolicy$/);
});
