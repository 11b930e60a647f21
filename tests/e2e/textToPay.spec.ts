/**
 * Text To Pay end to end: a customer enrols (mobile number, a saved bank account, consent), the text
 * in the outbox carries a pay-by-text link, that link pays the amount due once on a phone (a browser
 * that never signed in), and opening it a second time says it no longer works.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible, text } from './support.ts';
import { adminHeaders as admin, createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);

test('textToPay: a customer enrols, the texted link pays the amount due once, and a second use is refused', async ({ page, browser, request, baseURL }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/EnrollTextToPay');
  await expect(page.locator('main h1')).toHaveText(t('payment.textToPay.title'));
  await page.getByRole('textbox', { name: t('payment.textToPay.field.mobile') }).fill('71234567');
  await page.getByRole('group', { name: t('payment.textToPay.field.bank') }).getByRole('radio').first().check();
  await page.getByRole('checkbox', { name: t('payment.textToPay.field.consent') }).check();
  await page.getByRole('button', { name: t('payment.textToPay.submit') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('payment.textToPay.done.title') })).toBeFocused();

  // The text message, as the server's outbox holds it.
  const outbox = await request.get(`/api/admin/outbox?user=${customer.userName}&limit=20`, { headers: admin });
  expect(outbox.ok(), await outbox.text()).toBe(true);
  const messages = ((await outbox.json()) as { data: { kind: string; channel: string; address: string; body: string }[] }).data;
  const sms = messages.find((message) => message.kind === 'text-to-pay');
  expect(sms, 'the pay-by-text text in the outbox').toBeTruthy();
  expect(sms!).toMatchObject({ channel: 'sms', address: '71234567' });
  const link = sms!.body.match(/https?:\/\/\S+\/PayByText\?key=[\w-]+/)?.[0];
  expect(link, sms!.body).toBeTruthy();
  const linkPath = new URL(link!).pathname + new URL(link!).search;

  // The customer's phone: a browser that never signed in.
  const phone = await browser.newContext({ baseURL });
  const phonePage = await phone.newPage();
  await phonePage.goto(linkPath);
  await expect(phonePage.getByRole('heading', { level: 2, name: t('payment.payByText.heading') })).toBeVisible({ timeout: 30_000 });
  const pay = phonePage.getByRole('button', { name: /^Pay P/ });
  const amountText = (await pay.textContent())!.replace(/^Pay /, '');
  // The amount the text named is the one the link pays.
  expect(sms!.body).toContain(`BWP ${amountText.replace(/[^\d.]/g, '')}`);
  await expectAccessible(phonePage);
  await pay.click();
  await expect(phonePage.getByRole('heading', { level: 2, name: t('payment.payByText.paid') })).toBeFocused();
  const receipt = phonePage.locator('main dl');
  await expect(receipt).toContainText(amountText);
  await expect(receipt).toContainText(/P\s?0\.00/);
  await expectAccessible(phonePage);

  // The same link again: it worked once.
  await phonePage.goto(linkPath);
  await expect(phonePage.getByRole('heading', { level: 2, name: t('payment.textToPay.code.TTP_LINK_USED') })).toBeVisible();
  await expect(phonePage.getByText(t('payment.payByText.expired'))).toBeVisible();
  await expect(phonePage.getByRole('button', { name: /^Pay P/ })).toHaveCount(0);
  await phone.close();
});
