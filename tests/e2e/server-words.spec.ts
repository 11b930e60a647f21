/**
 * No English the catalogues did not give on the signed-in pages, in FR, ES and EN_UK (issue 19,
 * point 5): the server sends codes and values the portal words from its catalogues, or, for the
 * utility's own content (notices, message subjects, opening hours), answers in the request's
 * language. One test per language, one sign-in per kind of customer, the pages opened inside the
 * loaded portal: the dashboard with each notice of the banner, Billing & Payment History (bills,
 * payments, scheduled), the unread messages, help, /RechargeMeter without a prepaid meter, Make a
 * Payment (amount, method, review, receipt), then as a prepaid customer its dashboard, Token &
 * Transaction History and a recharge (amount, method, review, receipt).
 */
import { expect, test, type Page } from '@playwright/test';
import { createPeople, signIn } from './people.ts';
import { text, useLanguage, type Language } from './support.ts';
import { openInApp } from './inApp.ts';

/** English words and phrases no French or Spanish page shows (none is in those catalogues). */
const englishWords = [
  'ending', 'Bank account', 'Payment', 'Paid', 'Due', 'Overdue', 'Partly paid', 'Power outage', 'outage', 'Cash', 'cash',
  'Your', 'your', 'bill', 'Bill', 'the', 'The', 'and', 'with', 'ready', 'Save energy', 'winter', 'Welcome', 'received',
  'Online', 'Mobile app', 'Token vendor', 'Scheduled', 'Cancelled', 'Failed', 'Pending',
  'Mon-Fri', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun',
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
  'Jan', 'Feb', 'Mar', 'Apr', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
];
/** American English a British page never shows (the UK catalogue says "power cut", "centre"...). */
const americanWords = ['Power outage', 'center', 'Center', 'color', 'canceled', 'Canceled', 'program', 'organization', 'license', 'checking account', 'behavior', 'favorite'];
/** A date written the American way (Nov 25, 2026); British dates put the day first. */
const americanDate = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\b/u;

const wordPattern = (word: string) => new RegExp(`(?<![\\p{L}\\d])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d])`, 'u');
const patterns: Record<Exclude<Language, 'EN_US'>, RegExp[]> = {
  FR: englishWords.map(wordPattern),
  ES: englishWords.map(wordPattern),
  EN_UK: [...americanWords.map(wordPattern), americanDate],
};

/** The lines of the page (header, banner, main, footer) that hold a word of another English. */
async function foreignLines(page: Page, language: Exclude<Language, 'EN_US'>, where: string): Promise<string[]> {
  const lines = (await page.locator('body').innerText()).split('\n').map((line) => line.trim()).filter(Boolean);
  return lines.flatMap((line) => {
    const found = patterns[language].find((pattern) => pattern.test(line));
    return found ? [`${where}: "${line}" (${found.source.replace(/\(\?<?[!=][^)]*\)/g, '')})`] : [];
  });
}

for (const language of ['FR', 'ES', 'EN_UK'] as const) {
  test(`${language}: the signed-in pages carry no English the catalogues did not give`, async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    const t = (id: string) => text(language, id);
    const found: string[] = [];
    const check = async (where: string) => found.push(...(await foreignLines(page, language, where)));
    await useLanguage(context, baseURL!, language);
    const people = await createPeople(page.request, { users: ['demo.customer', 'demo.prepaid'] });
    const [customer, prepaid] = people.users;

    await signIn(page, customer!);
    await expect(page.locator('main h1')).toHaveText(new RegExp(t('dashboard.welcome').replace(/\{\w+\}.*$/, '')));
    // Each notice of the banner in turn.
    const notices = page.getByRole('group', { name: t('shell.banner.choose') }).getByRole('button');
    await expect(notices.first()).toBeVisible();
    for (let index = 0; index < (await notices.count()); index += 1) {
      await notices.nth(index).click();
      await check(`dashboard, notice ${index + 1}`);
    }
    for (const path of ['/billinghistory/bills', '/billinghistory/payments', '/billinghistory/scheduled', '/Notifications', '/HelpSupport', '/RechargeMeter']) {
      await openInApp(page, path);
      await check(path);
    }

    // Make a Payment: the total due with the saved card, every step and the receipt.
    await openInApp(page, '/PayBill');
    await check('/PayBill amount');
    await page.getByRole('button', { name: t('payment.continue') }).click();
    await expect(page.getByRole('heading', { level: 2, name: t('payment.step.method') })).toBeFocused();
    await check('/PayBill method');
    await page.getByRole('button', { name: t('payment.continue') }).click();
    await expect(page.getByRole('heading', { level: 2, name: t('payment.step.review') })).toBeFocused();
    await check('/PayBill review');
    await page.getByRole('button', { name: new RegExp(`^${t('payment.pay').replace(/\{total\}.*$/, '')}`) }).click();
    await expect(page).toHaveURL(/\/PayBillSuccess$/);
    await expect(page.locator('main h1')).toHaveText(t('payment.success.page'));
    await check('/PayBillSuccess');

    // A prepaid customer: dashboard, Token & Transaction History, a recharge with a new card.
    await signIn(page, prepaid!);
    await check('prepaid dashboard');
    for (const path of ['/transactionhistory/tokens', '/transactionhistory/transactions', '/Recharge']) {
      await openInApp(page, path);
      await check(path);
    }
    await page.getByLabel(t('recharge.field.amount')).fill('150');
    await page.getByRole('button', { name: t('recharge.continue') }).click();
    await page.getByLabel(t('payment.method.card.name')).fill('Naledi Kgosi');
    await page.getByLabel(t('payment.method.card.number')).fill('4242 4242 4242 4242');
    await page.getByLabel(t('payment.method.card.expiryMonth')).selectOption('12');
    await page.getByLabel(t('payment.method.card.expiryYear')).selectOption(String(new Date().getUTCFullYear() + 3));
    await page.getByLabel(t('payment.method.card.cvv')).fill('123');
    await check('/Recharge method');
    await page.getByRole('button', { name: t('recharge.continue') }).click();
    await expect(page.getByRole('button', { name: t('recharge.pay') })).toBeVisible();
    await check('/Recharge review');
    await page.getByRole('button', { name: t('recharge.pay') }).click();
    await expect(page.getByRole('heading', { level: 2, name: t('recharge.success.title') })).toBeVisible();
    await check('/Recharge receipt');

    expect(found).toEqual([]);
  });
}
