import { expect, test } from '@playwright/test';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { documentCalls } from '../../src/domain/documents.ts';
import { serviceCalls, type CalendarDay, type ServiceRequestSummary, type StopServiceAddress } from '../../src/domain/serviceRequests.ts';
import { expectAccessible, text } from './support.ts';
import { adminHeaders, bearerOf, createPerson, signIn } from './people.ts';
import { adminBasePath } from '../../src/domain/admin.ts';
import { devAdminCalls } from '../../src/domain/devAdmin.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const api = (path: string) => `${apiAreas.service}${path}`;

// cheap: one customer, one request made through the API, one page.
test('serviceTracker: a stop request shows Open with its document and timeline; a failed cancel says so, Try again cancels it, and a reload keeps it Closed', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  const headers = await bearerOf(request, customer);
  const accountNumber = customer.accountDetails[0]!.accountNumber;
  const stop = ((await (await request.get(api(serviceCalls.stopServiceAddress), { headers, params: { accountNumber } })).json()) as { data: StopServiceAddress }).data;
  const days = ((await (await request.get(api(serviceCalls.appointments), { headers, params: { town: stop.serviceAddress.town } })).json()) as { data: CalendarDay[] }).data;
  const day = days.find((d) => d.slots.some((s) => s.slot === 0 && s.free > 0))!.day;
  const submitted = await request.post(api(serviceCalls.submit), {
    headers,
    data: { orderType: 'STOP', accountNumber, appointment: { day, slot: 0 }, reason: 'MOVING', mailingAddress: { addressType: 1, poBox: '4021', city: 'Gaborone', country: 'BW' } },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const made = ((await submitted.json()) as { data: ServiceRequestSummary }).data;
  const uploaded = await request.post(api(documentCalls.upload), {
    headers,
    multipart: { ReferenceNumber: made.reference, files: { name: 'meter reading.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n') } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);

  await signIn(page, customer, '/serviceTracker');
  const name = t('service.tracker.requestName', { type: t('service.tracker.type.STOP'), reference: made.reference });
  const card = page.getByRole('article', { name });
  await expect(card.locator('.service-request__status')).toHaveText(t('service.tracker.status.Open'));
  await expect(card.getByRole('link', { name: 'meter reading.pdf' })).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: t('service.tracker.note.stopRequested') })).toBeVisible();
  await expectAccessible(page);

  await page.route(`**${api(serviceCalls.cancel)}`, (route) => route.fulfill({ status: 500, json: { status: { code: 500, message: 'Server error', msgcode: 'GEN500' }, data: null } }), { times: 1 });
  await card.getByRole('button', { name: t('service.tracker.cancelLabel', { request: name }) }).click();
  const dialog = page.getByRole('alertdialog', { name: t('service.tracker.confirm.title') });
  await expect(dialog.getByRole('button', { name: t('service.tracker.confirm.no') })).toBeFocused();
  await dialog.getByRole('button', { name: t('service.tracker.confirm.yes') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t('error.GEN500'));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: t('common.retry') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: t('service.tracker.cancelled', { reference: made.reference }) })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(card.locator('.service-request__status')).toHaveText(t('service.tracker.status.Closed'));

  // After a reload, and opened on its reference (/services/{key}), the request is still Closed.
  await page.goto(`/services/${made.reference}`);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name }).locator('.service-request__status')).toHaveText(t('service.tracker.status.Closed'));
  await expect(page.getByRole('article', { name }).getByRole('listitem').filter({ hasText: t('service.tracker.note.cancelled') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('service.tracker.all') })).toBeVisible();
});

// One customer, one stop request: its appointment moved from the calendar, then a document asked for (admin) and sent from the tracker.
test('serviceTracker: an open request moves to another day and slot; asked for a document, the customer uploads it and the request is Open again', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  const headers = await bearerOf(request, customer);
  const accountNumber = customer.accountDetails[0]!.accountNumber;
  const stop = ((await (await request.get(api(serviceCalls.stopServiceAddress), { headers, params: { accountNumber } })).json()) as { data: StopServiceAddress }).data;
  const days = ((await (await request.get(api(serviceCalls.appointments), { headers, params: { town: stop.serviceAddress.town } })).json()) as { data: CalendarDay[] }).data;
  const [first, second] = days.filter((d) => d.slots.every((s) => s.free > 0));
  const submitted = await request.post(api(serviceCalls.submit), {
    headers,
    data: { orderType: 'STOP', accountNumber, appointment: { day: first!.day, slot: 1 }, reason: 'MOVING', mailingAddress: { addressType: 1, poBox: '4021', city: 'Gaborone', country: 'BW' } },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const made = ((await submitted.json()) as { data: ServiceRequestSummary }).data;

  await signIn(page, customer, `/services/${made.reference}`);
  const name = t('service.tracker.requestName', { type: t('service.tracker.type.STOP'), reference: made.reference });
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: t('service.tracker.editLabel', { request: name }) }).click();
  const editor = page.getByRole('dialog', { name: t('service.tracker.edit.title') });
  const dayField = editor.getByRole('combobox', { name: t('service.tracker.edit.day') });
  await expect(dayField).toHaveValue(first!.day);
  // The time already booked is refused without a call.
  await editor.getByRole('button', { name: t('service.tracker.edit.save') }).click();
  await expect(editor.getByText(t('service.tracker.edit.invalid'))).toBeVisible();
  await expectAccessible(page);
  await dayField.selectOption(second!.day);
  await editor.locator('input[name="slot"][value="3"]').check();
  await editor.getByRole('button', { name: t('service.tracker.edit.save') }).click();
  await expect(editor).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: t('service.tracker.edited', { reference: made.reference }) })).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: t('service.tracker.note.appointmentChanged') })).toBeVisible();

  const asked = await request.post(`${adminBasePath}${devAdminCalls.requireWork}`, { headers: adminHeaders, data: { reference: made.reference, document: 'METER_READING_PHOTO' } });
  expect(asked.ok(), await asked.text()).toBe(true);
  await page.reload();
  await expect(card.locator('.service-request__status')).toHaveText(t('service.tracker.status.RequiresWork'));
  const missing = card.getByRole('region', { name: t('service.tracker.missing.title') });
  await expect(missing).toContainText(t('service.tracker.missingDocument.METER_READING_PHOTO'));
  await expect(card.getByRole('button', { name: t('service.tracker.editLabel', { request: name }) })).toHaveCount(0);
  await expectAccessible(page);
  await missing.locator('input[type=file]').setInputFiles({ name: 'meter photo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n') });
  await expect(missing).toContainText(t('upload.announce.done', { name: 'meter photo.pdf' }));
  await missing.getByRole('button', { name: t('service.tracker.missing.sendLabel', { request: name }) }).click();
  await expect(page.getByRole('status').filter({ hasText: t('service.tracker.supplied', { reference: made.reference }) })).toBeVisible();
  await expect(card.locator('.service-request__status')).toHaveText(t('service.tracker.status.Open'));
  await expect(card.getByRole('link', { name: 'meter photo.pdf' })).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: t('service.tracker.note.documentReceived') })).toBeVisible();
});
