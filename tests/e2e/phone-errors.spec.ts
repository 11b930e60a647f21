/**
 * A step refused for its fields on a phone (found on /newConnectionPrelogin in French at 375 px:
 * Suivant seemed to show no error). The errors are above the button, off the screen: the focus goes
 * to the first field in error, and the browser scrolls it clear of the fixed navigation, which wraps
 * onto three rows in French (its height is measured, not assumed).
 */
import { expect, test } from '@playwright/test';
import { text, useLanguage } from './support.ts';

const t = (id: string) => text('FR', id);

test('a refused step on a phone in French: the first field in error has the focus, in sight below the navigation', async ({ page, context, baseURL }) => {
  await useLanguage(context, baseURL!, 'FR');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/newConnectionPrelogin');
  await expect(page.locator('main h1')).toHaveText(t('service.newConnection.title'));
  // What a phone's autofill leaves: every owner field but the identity number.
  await page.getByRole('textbox', { name: t('service.newConnection.field.fullName') }).fill('Naledi Sebego');
  await page.getByRole('textbox', { name: t('service.newConnection.field.primaryPhone') }).fill('71234567');
  await page.getByRole('textbox', { name: t('service.newConnection.field.email') }).fill('naledi@example.org');
  await page.getByRole('button', { name: t('service.next'), exact: true }).click();

  const nationalId = page.getByRole('textbox', { name: t('service.newConnection.field.nationalId') });
  await expect(nationalId).toBeFocused();
  await expect(nationalId).toHaveAttribute('aria-invalid', 'true');
  const navigation = page.getByRole('navigation', { name: t('layout.mainNavigation') });
  await expect(navigation).toHaveAttribute('data-fixed', 'true');
  const navBottom = (await navigation.boundingBox())!;
  const field = (await nationalId.boundingBox())!;
  const errorId = (await nationalId.getAttribute('aria-describedby'))!;
  const error = (await page.locator(`[id="${errorId}"]`).boundingBox())!;
  await expect(nationalId).toHaveAccessibleDescription(t('register.code.REG_ID_NUMBER_REQUIRED'));
  expect(field.y, 'the field starts below the fixed navigation').toBeGreaterThanOrEqual(navBottom.y + navBottom.height);
  expect(error.y + error.height, 'its error is on the screen').toBeLessThanOrEqual(740);
  // The button stands clear of the owner's fieldset above it, not on its border.
  const owner = (await page.locator('main form fieldset').last().boundingBox())!;
  const next = (await page.getByRole('button', { name: t('service.next'), exact: true }).boundingBox())!;
  expect(next.y - (owner.y + owner.height), 'the gap above Suivant').toBeGreaterThanOrEqual(12);
});
