import { expect, test, type Page } from '@playwright/test';
import type { Language } from '../../src/domain/language.ts';
import { appVersion } from '../../src/domain/constants.ts';
import { preLoginFaqPageList } from '../../src/features/help/faqPages.ts';
import { expectAccessible, languages, text, useLanguage, visit, type AccessibilityOptions } from './support.ts';
import { openInApp } from './inApp.ts';

// Every public page of the foundation in EN_US (heading, header, footer, language menu; axe once per
// page state). In EN_UK, ES and FR a sample of pages and the server's own content in that language:
// the catalogue test checks that every language has every key, so walking every page four times
// would check the same code again.
// (/Maintenance needs maintenance switched on: tests/e2e/maintenance.spec.ts.)
const pages: { path: string; heading: string; template?: string }[] = [
  { path: '/login', heading: 'landing.title' },
  { path: '/Help', heading: 'help.title' },
  { path: '/PreFaq', heading: 'faq.title' },
  // One template, ten categories: axe checks it once.
  ...preLoginFaqPageList.map((page) => ({ path: `/${page}`, heading: `faq.page.${page}`, template: 'FAQ category page' })),
  { path: '/Term', heading: 'terms.title' },
  { path: '/PrivacyPolicy', heading: 'privacy.title' },
  { path: '/Error', heading: 'errorPage.title' },
  { path: '/Error404', heading: 'notFoundPage.title' },
  { path: '/UnsupportedBrowser', heading: 'unsupported.title' },
];
const samplePaths = ['/login', '/PreFaq', '/Error404'];

/**
 * Opens a public page: the first of a test by loading it, the next ones inside the portal already
 * loaded, as a link does (these tests are about the pages, not their loads: first-paint.spec.ts and
 * the walks load them), with the same checks as `visit`.
 */
async function open(page: Page, path: string, options: AccessibilityOptions = {}) {
  if (page.url() === 'about:blank') return visit(page, path, options);
  await openInApp(page, path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expectAccessible(page, options);
}

async function expectPublicPage(page: Page, language: Language, { path, heading, template }: (typeof pages)[number]) {
  await open(page, path, { template });
  await expect(page.locator('main h1').first(), path).toHaveText(text(language, heading));
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(text(language, 'footer.version', { version: appVersion }));
  await expect(footer).toContainText(text(language, 'footer.copyright', { year: '2025' }));
  await expect(footer.getByRole('link', { name: text(language, 'footer.howCanWeHelp') })).toBeVisible();
  await expect(page.getByRole('combobox', { name: text(language, 'language.label') })).toBeVisible();
}

// EN_US: every page, in a few tests so the two workers share them.
const perTest = Math.ceil(pages.length / 3);
for (let start = 0; start < pages.length; start += perTest) {
  const some = pages.slice(start, start + perTest);
  test(`public pages in EN_US: ${some.map((entry) => entry.path).join(', ')} show their heading, header and footer`, async ({ page }) => {
    for (const entry of some) await expectPublicPage(page, 'EN_US', entry);
  });
}

for (const language of languages) {
  test(`public pages in ${language}: headings, the server's FAQ answers (they expand) and its terms and privacy texts`, async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, language);
    if (language !== 'EN_US') for (const path of samplePaths) await expectPublicPage(page, language, pages.find((entry) => entry.path === path)!);

    await open(page, '/PreBillingPaymentFaq');
    await expect(page.locator('main h1').first()).toHaveText(text(language, 'faq.page.PreBillingPaymentFaq'));
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

    await open(page, '/Term');
    const terms = await page.locator('.rich-text').innerText();
    await open(page, '/PrivacyPolicy');
    const privacy = await page.locator('.rich-text').innerText();
    expect(terms.length).toBeGreaterThan(200);
    expect(privacy.length).toBeGreaterThan(200);
    expect(privacy).not.toBe(terms);
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
