/**
 * Letters of credit and of service in Chromium (issue 15): a customer asks for a verification of
 * service for their landlord (a first request fails and keeps what was chosen and typed), downloads
 * the PDF, and a visitor checks the letter on /VerificationService with the reference and code as
 * printed; a wrong code says so beside the form.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { letterOfCreditCalls } from '../../src/domain/letterOfCredit.ts';
import { expectAccessible, text } from './support.ts';
import { createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const submitUrl = `**/api/*${letterOfCreditCalls.submit}`;

test('a customer gets a verification of service for their landlord as a PDF, and a visitor checks it by reference and code', async ({ page, request, browser }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/LetterOfCredit');
  await expect(page.locator('main h1')).toHaveText(t('service.letterOfCredit.title'));
  // Today's facts are shown before anything is asked for.
  await expect(page.locator('main')).toContainText('Plot 2231, Moremi Road');
  await expectAccessible(page);

  await page.getByRole('radio', { name: new RegExp(`^${t('service.letterOfCredit.kind.serviceAtAddress')} `) }).check();
  const addressee = page.getByRole('textbox', { name: /Who is the letter for/ });
  await addressee.fill('Landlord <script>');
  await page.getByRole('button', { name: t('service.letterOfCredit.submit') }).click();
  await expect(addressee).toHaveAttribute('aria-invalid', 'true');
  await addressee.fill('Tlotlo Properties (Pty) Ltd');
  // The service fails once: the choice and the addressee stay, and the same button tries again.
  await page.route(submitUrl, (route) => route.fulfill({ status: 500, json: { status: { code: 500, message: 'Server error', msgcode: 'GEN500' }, data: null } }), { times: 1 });
  await page.getByRole('button', { name: t('service.letterOfCredit.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('error.GEN500'));
  await expect(addressee).toHaveValue('Tlotlo Properties (Pty) Ltd');
  await expect(page.getByRole('radio', { name: new RegExp(`^${t('service.letterOfCredit.kind.serviceAtAddress')} `) })).toBeChecked();
  await page.getByRole('button', { name: t('common.retry') }).click();

  await expect(page.getByRole('heading', { level: 2, name: t('service.letterOfCredit.step.done') })).toBeFocused();
  const reference = (await page.locator('.letter-reference').nth(0).textContent())!;
  const code = (await page.locator('.letter-reference').nth(1).textContent())!;
  expect(reference).toMatch(/^LTR-/);
  await expectAccessible(page);
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: t('service.letterOfCredit.download') }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(`${reference}.pdf`);
  expect(readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');

  // Someone else, not signed in, checks the letter with what is printed on it.
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await other.goto('/VerificationService');
  await expect(other.locator('main h1')).toHaveText(t('service.verifyLetter.title'));
  const referenceBox = other.getByRole('textbox', { name: new RegExp(`^${t('service.verifyLetter.field.reference')}`) });
  const codeBox = other.getByRole('textbox', { name: new RegExp(`^${t('service.verifyLetter.field.code')}`) });
  await referenceBox.fill(reference.toLowerCase());
  await codeBox.fill('AAAA-AAAA');
  await other.getByRole('button', { name: t('service.verifyLetter.submit') }).click();
  await expect(other.getByRole('alert')).toContainText(t('service.verifyLetter.code.LETTER_NOT_FOUND'));
  await expectAccessible(other);
  await codeBox.fill(code.replace('-', ''));
  await other.getByRole('button', { name: t('service.verifyLetter.submit') }).click();
  await expect(other.getByRole('heading', { level: 2, name: t('service.verifyLetter.genuine') })).toBeFocused();
  await expect(other.locator('main')).toContainText('Tlotlo Properties (Pty) Ltd');
  await expect(other.locator('main')).toContainText(t('service.letterOfCredit.fact.active'));
  await expectAccessible(other);
  await visitor.close();
});
