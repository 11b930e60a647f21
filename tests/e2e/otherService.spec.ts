import { expect, test } from '@playwright/test';
import { addDaysIso, formatDisplayDate, isoDay } from '../../src/domain/format.ts';
import { otherServiceCalls } from '../../src/domain/otherService.ts';
import { expectAccessible, text } from './support.ts';
import { createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const submitUrl = `**/api/*${otherServiceCalls.submit}`;

// One journey (issue 15): the form's rules, a failed submission kept for Try again, the reference, and the request in the tracker after a reload.
test('otherService: a customer asks for a meter test; the form says what is missing, a failed submission keeps everything, and the request is in the tracker after a reload', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/OtherService');
  await expect(page.locator('main h1')).toHaveText(t('service.otherService.title'));
  await expect(page.getByText(/installation \d+/)).toBeVisible();
  await page.getByRole('button', { name: t('service.next') }).click();
  const kind = page.getByRole('combobox', { name: t('service.otherService.field.orderType') });
  await expect(kind).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(t('service.otherService.code.SRV_OTHER_START_DATE'))).toBeVisible();
  await expectAccessible(page);

  await kind.selectOption({ label: t('service.otherService.kind.METER') });
  await page.getByRole('combobox', { name: t('service.otherService.field.taskType') }).selectOption({ label: t('service.otherService.task.TEST_METER') });
  const start = addDaysIso(isoDay(new Date()), 10);
  await page.getByRole('textbox', { name: t('service.otherService.field.startDate') }).fill(formatDisplayDate(start));
  const message = 'The meter runs fast since the storm; the gate is open from 8.';
  await page.getByRole('textbox', { name: t('service.otherService.field.message') }).fill(message);
  await page.getByRole('button', { name: t('service.next') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('service.otherService.step.review') })).toBeFocused();
  await expect(page.getByText(message)).toBeVisible();

  // The service fails once: the review keeps everything and says why; Try again sends it.
  await page.route(submitUrl, (route) => route.fulfill({ status: 500, json: { status: { code: 500, message: 'Server error', msgcode: 'GEN500' }, data: null } }), { times: 1 });
  await page.getByRole('button', { name: t('service.otherService.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('error.GEN500'));
  await expectAccessible(page);
  await page.getByRole('button', { name: t('common.retry') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('service.stop.doneTitle') })).toBeFocused();
  const reference = (await page.locator('main').textContent())!.match(/SR-[0-9A-F]{8}/)![0];
  await expectAccessible(page);

  await page.getByRole('link', { name: t('service.tracker.open') }).click();
  await page.reload();
  const card = page.getByRole('article', { name: t('service.tracker.requestName', { type: t('service.tracker.type.OTHER'), reference }) });
  await expect(card.locator('.service-request__status')).toHaveText(t('service.tracker.status.Open'));
});
