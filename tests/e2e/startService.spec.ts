import { expect, test, type Page } from '@playwright/test';
import { serviceCalls } from '../../src/domain/serviceRequests.ts';
import { createPerson, signIn } from './people.ts';
import { expectAccessible, reviewShot, text } from './support.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const submitUrl = `**/api/service${serviceCalls.submit}`;
const stepHeading = (page: Page, id: string) => page.getByRole('heading', { level: 2, name: t(id), exact: true });
const next = (page: Page) => page.getByRole('button', { name: t('service.next') }).click();

async function search(page: Page, query: string, town: string) {
  await page.getByRole('textbox', { name: t('service.start.query') }).fill(query);
  await page.getByRole('combobox', { name: t('service.start.town') }).selectOption(town);
  await page.getByRole('button', { name: t('service.start.search') }).click();
}

// cheap: two journeys of one customer each; the proof-of-identity upload is left to the view paths.
test('startService: a customer starts service at a free premise with a co-applicant, in seven steps, and gets the reference', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, customer, '/StartService');
  await expect(page.locator('main h1')).toHaveText(t('service.start.title'));
  // A free premise of Maun, found by its id (an address search finds the town's customers' homes too).
  await search(page, 'PR-MAU-101', 'Maun');
  await expect(page.getByRole('heading', { level: 3, name: '1 address found' })).toBeVisible();
  await reviewShot(page, 'start-service-premise-375');
  await page.getByRole('button', { name: /^Start service at / }).click();

  await expect(stepHeading(page, 'service.start.step.customer')).toBeFocused();
  await expect(page.getByRole('radio', { name: t('service.start.customerType.RESIDENTIAL') })).toBeChecked();
  await page.getByRole('checkbox', { name: t('service.start.hasCoApplicant') }).check();
  await page.getByRole('textbox', { name: t('service.start.firstName') }).fill('Neo');
  await page.getByRole('textbox', { name: t('service.start.lastName') }).fill('Kgosi');
  await page.getByRole('textbox', { name: t('service.start.birthDay') }).fill('14');
  await page.getByRole('textbox', { name: t('service.start.birthMonth') }).fill('3');
  await page.getByRole('textbox', { name: t('service.start.birthYear') }).fill('1990');
  await page.getByRole('textbox', { name: t('service.start.idNumber') }).fill('123415678');
  await reviewShot(page, 'start-service-customer-375');
  await next(page);

  // The mailing address starts from the premise's own.
  await expect(stepHeading(page, 'service.start.step.mailing')).toBeFocused();
  await expect(page.getByRole('textbox', { name: t('service.address.address1'), exact: true })).toHaveValue(/^Plot /);
  await next(page);

  // Slot 1 (8:00-10:00 AM) on the first free day by default.
  await expect(stepHeading(page, 'service.start.step.appointment')).toBeFocused();
  await expect(page.getByRole('radio', { name: /^8:00 AM to 10:00 AM/ })).toBeChecked();
  await page.getByRole('textbox', { name: t('service.start.gateCode') }).fill('#12');
  await next(page);

  await expect(stepHeading(page, 'service.start.step.credit')).toBeFocused();
  await page.getByRole('radio', { name: t('service.start.yes') }).check();
  await page.getByRole('radio', { name: t('service.start.deposit.DEPOSIT') }).check();
  await next(page);
  await expect(stepHeading(page, 'service.start.step.preferences')).toBeFocused();
  await next(page);

  await expect(stepHeading(page, 'service.start.step.review')).toBeFocused();
  await expect(page.locator('.summary-list')).toContainText('Neo Kgosi');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);
  await reviewShot(page, 'start-service-review-1280');
  await page.getByRole('button', { name: t('service.stop.submit') }).click();
  await expect(stepHeading(page, 'service.stop.doneTitle')).toBeFocused();
  await expect(page.locator('main')).toContainText(/SR-[0-9A-F]{8}/);
  await reviewShot(page, 'start-service-done-1280');
});

test('startService: a premise under construction says why; a time taken meanwhile brings the calendar back with everything else kept', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  // Opened by its other name (document 1 section 2: /StartService, /StartServices): the same flow.
  await signIn(page, customer, '/StartServices');
  await expect(page).toHaveURL(/\/StartService$/);
  await search(page, 'Tsholofelo', 'Gaborone-Main Mall');
  await page.getByRole('button', { name: /^Start service at Plot 77801/ }).click();
  await expect(page.getByRole('alert')).toHaveText(t('service.code.SRV_PREMISE_CONSTRUCTION'));
  await expect(page.getByRole('textbox', { name: t('service.start.query') })).toHaveValue('Tsholofelo');

  await search(page, 'PR-SER-102', 'Serowe');
  await page.getByRole('button', { name: /^Start service at / }).click();
  await expect(stepHeading(page, 'service.start.step.customer')).toBeFocused();
  await page.getByRole('radio', { name: t('service.start.customerType.BUSINESS') }).check();
  await page.getByRole('textbox', { name: t('service.start.businessName') }).fill('Serowe Bakery');
  await next(page);
  await next(page);
  await expect(stepHeading(page, 'service.start.step.appointment')).toBeFocused();
  await next(page);
  await page.getByRole('radio', { name: t('service.start.yes') }).check();
  await page.getByRole('radio', { name: t('service.start.deposit.ESTABLISHMENT_FEE') }).check();
  await next(page);
  await next(page);
  await page.route(submitUrl, (route) => route.fulfill({ status: 409, json: { status: { code: 409, message: 'full', msgcode: 'SRV_SLOT_FULL' }, data: null } }), { times: 1 });
  await page.getByRole('button', { name: t('service.stop.submit') }).click();
  await expect(stepHeading(page, 'service.start.step.appointment')).toBeFocused();
  await expect(page.getByRole('alert')).toHaveText(t('service.code.SRV_SLOT_FULL'));
  await expectAccessible(page);
  await next(page);
  await next(page);
  await next(page);
  await expect(page.locator('.summary-list')).toContainText('Serowe Bakery');
  await page.getByRole('button', { name: t('service.stop.submit') }).click();
  await expect(stepHeading(page, 'service.stop.doneTitle')).toBeVisible();
});
