import { expect, test } from '@playwright/test';
import { addDaysIso, formatDisplayDate, isoDay } from '../../src/domain/format.ts';
import { expectAccessible, text } from './support.ts';
import { createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);

// One journey (issue 15): a visitor is asked to sign in; demo.landlord signs an agreement for the rental; the success page and the tracker keep it after a reload, and its saved form is gone.
test('landlordAgreement: a visitor is asked to sign in; a landlord chooses the rental, the dates and the terms, signs, and finds the agreement after a reload', async ({ page, request }) => {
  await page.goto('/LandlordAgreement');
  await expect(page.getByRole('link', { name: t('service.landlordAgreement.signIn') })).toHaveAttribute('href', /redirect=%2FLandlordAgreement/);
  await expectAccessible(page);

  const landlord = await createPerson(request, 'demo.landlord');
  await signIn(page, landlord, '/LandlordAgreement');
  await expect(page.getByRole('heading', { level: 2, name: t('service.landlordAgreement.step.premises') })).toBeVisible();
  await page.getByRole('button', { name: t('service.next') }).click();
  await expect(page.getByText(t('service.landlordAgreement.code.LANDLORD_PREMISES'))).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: /^Tlokweng rental:/ }).check();
  const start = formatDisplayDate(addDaysIso(isoDay(new Date()), 5));
  await page.getByRole('textbox', { name: t('service.landlordAgreement.field.startDate') }).fill(start);
  // Saved for later, then resumed from the tracker's Saved forms with the rental and the date back.
  await page.getByRole('button', { name: t('service.savedForms.save') }).click();
  await expect(page.getByText(t('service.savedForms.saved'))).toBeVisible();
  await page.goto('/serviceTracker');
  const title = t('service.savedForms.title', { flow: t('service.landlordAgreement.title'), step: t('service.landlordAgreement.step.premises') });
  await page.getByRole('list', { name: t('service.savedForms.listLabel') }).getByRole('link', { name: t('service.savedForms.resumeLabel', { title }) }).click();
  await expect(page).toHaveURL(/\/LandlordAgreement\?savedForm=[0-9a-f-]{36}$/);
  await expect(page.getByRole('checkbox', { name: /^Tlokweng rental:/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: t('service.landlordAgreement.field.startDate') })).toHaveValue(start);
  await page.getByRole('button', { name: t('service.next') }).click();

  await expect(page.getByRole('heading', { level: 2, name: t('service.landlordAgreement.step.terms') })).toBeFocused();
  await page.getByRole('checkbox', { name: t('service.landlordAgreement.field.acceptTerms') }).check();
  await page.getByRole('button', { name: t('service.next') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('service.landlordAgreement.step.review') })).toBeFocused();
  await expect(page.getByText(t('service.landlordAgreement.noEnd'))).toBeVisible();
  await page.getByRole('button', { name: t('service.landlordAgreement.submit') }).click();

  await expect(page).toHaveURL(/\/landlordagreementsuccess\?reference=SR-[0-9A-F]{8}$/);
  const reference = new URL(page.url()).searchParams.get('reference')!;
  await page.reload();
  await expect(page.getByText(t('service.landlordAgreement.signed', { reference }))).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: t('service.tracker.open') }).click();
  const card = page.getByRole('article', { name: t('service.tracker.requestName', { type: t('service.tracker.type.LANDLORD_AGREEMENT'), reference }) });
  await expect(card.locator('.service-request__status')).toHaveText(t('service.tracker.status.Open'));
  // The agreement is made: the saved form it was resumed from is no longer offered.
  await expect(page.getByText(t('service.savedForms.empty'))).toBeVisible();
});
