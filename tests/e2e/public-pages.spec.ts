import { expect, test } from '@playwright/test';
import { appVersion } from '../../src/domain/constants.ts';
import { preLoginFaqPageList } from '../../src/features/help/faqPages.ts';
import { languages, text, useLanguage, visit } from './support.ts';

// Each public page of the foundation, in each of the four languages, with axe on every visit.
// (/Maintenance needs maintenance switched on: tests/e2e/maintenance.spec.ts.)
const pages: { path: string; heading: string }[] = [
  { path: '/login', heading: 'landing.title' },
  { path: '/Help', heading: 'help.title' },
  { path: '/PreFaq', heading: 'faq.title' },
  ...preLoginFaqPageList.map((page) => ({ path: `/${page}`, heading: `faq.page.${page}` })),
  { path: '/Term', heading: 'terms.title' },
  { path: '/PrivacyPolicy', heading: 'privacy.title' },
  { path: '/Error', heading: 'errorPage.title' },
  { path: '/Error404', heading: 'notFoundPage.title' },
  { path: '/UnsupportedBrowser', heading: 'unsupported.title' },
];

for (const language of languages) {
  test.describe(`public pages in ${language}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, baseURL!, language);
    });

    for (const { path, heading } of pages) {
      test(`${path} shows its heading, header and footer`, async ({ page }) => {
        await visit(page, path);
        await expect(page.locator('main h1').first()).toHaveText(text(language, heading));
        const footer = page.getByRole('contentinfo');
        await expect(footer).toContainText(text(language, 'footer.version', { version: appVersion }));
        await expect(footer).toContainText(text(language, 'footer.copyright', { year: '2025' }));
        await expect(footer.getByRole('link', { name: text(language, 'footer.howCanWeHelp') })).toBeVisible();
        await expect(page.getByRole('combobox', { name: text(language, 'language.label') })).toBeVisible();
      });
    }

    test('FAQ answers come from the server in this language and expand', async ({ page }) => {
      await visit(page, '/PreBillingPaymentFaq');
      const questions = page.locator('.accordion__button');
      await expect(questions.first()).toBeVisible();
      expect(await questions.count()).toBeGreaterThanOrEqual(4);
      const first = questions.first();
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
      await expect(panel).toBeVisible();
      await expect(panel).not.toBeEmpty();
    });

    test('terms and privacy show different server texts', async ({ page }) => {
      await visit(page, '/Term');
      const terms = await page.locator('.rich-text').innerText();
      await visit(page, '/PrivacyPolicy');
      const privacy = await page.locator('.rich-text').innerText();
      expect(terms.length).toBeGreaterThan(200);
      expect(privacy.length).toBeGreaterThan(200);
      expect(privacy).not.toBe(terms);
    });
  });
}

test('the bare renderTnC and renderFAQs views show server content without header or footer', async ({ page }) => {
  await page.goto('/mobile/renderTnC');
  await expect(page.locator('main h1')).toHaveText(text('EN_US', 'terms.title'));
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.goto('/app/renderFAQs?categoryId=2&language=FR');
  await expect(page.locator('.accordion__button').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('the Internet Explorer view lists the four supported browsers', async ({ page }) => {
  // Chromium runs modules, so the nomodule script is loaded by hand as an old browser would.
  await page.goto('/Error404');
  await page.evaluate(() => {
    document.body.innerHTML = '<div id="root"></div>';
  });
  await page.addScriptTag({ url: '/legacy/unsupported-ie.js' });
  const view = page.locator('#unsupported-ie');
  await expect(view.getByRole('heading', { level: 1 })).toHaveText('Your browser is no longer supported.');
  await expect(view).toContainText('Please upgrade your browser to one of the following supported browsers.');
  await expect(view.getByRole('link')).toHaveText([
    'Download Google Chrome',
    'Download Microsoft Edge',
    'Download Mozilla Firefox',
    'Download Apple Safari',
  ]);
});
