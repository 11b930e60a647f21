import { expect, test } from '@playwright/test';
import { expectAccessible, text } from './support.ts';
import { createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);

// cheap: one customer of its own; the failure (a card the gateway refuses) is on the way of the happy journey.
test('paymentMethod: a customer adds a card (after a refusal), makes it the default, renames it and removes it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/PaymentMethod');
  await expect(page.locator('main h1')).toHaveText(t('payment.savedMethods.title'));
  const list = page.getByRole('region', { name: t('payment.savedMethods.listTitle') });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText(t('payment.savedMethods.default'));
  await expectAccessible(page);

  // Add: the payment-method step, always saved (no Save box); the gateway refuses the first card (F304).
  await list.getByRole('button', { name: t('payment.savedMethods.add') }).click();
  const form = page.getByRole('region', { name: t('payment.savedMethods.addTitle') });
  await expect(form.getByRole('heading', { name: t('payment.savedMethods.addTitle') })).toBeFocused();
  await expect(form.getByRole('checkbox', { name: t('payment.method.save') })).toHaveCount(0);
  await form.getByLabel(t('payment.method.card.name')).fill('Kagiso Molefe');
  await form.getByLabel(t('payment.method.card.number')).fill('4000 0000 0000 3048');
  await form.getByLabel(t('payment.method.card.expiryMonth')).selectOption('12');
  await form.getByLabel(t('payment.method.card.expiryYear')).selectOption(String(new Date().getFullYear() + 2));
  await form.getByLabel(t('payment.method.card.cvv')).fill('123');
  await form.getByLabel(t('payment.method.nickname')).fill('Travel card');
  await expectAccessible(page);
  await form.getByRole('button', { name: t('payment.savedMethods.save') }).click();
  await expect(form.getByRole('alert').first()).toHaveText(t('payment.code.F304'));
  // Nothing typed is lost: correct the number and save again.
  await expect(form.getByLabel(t('payment.method.nickname'))).toHaveValue('Travel card');
  await form.getByLabel(t('payment.method.card.number')).fill('5555 5555 5555 4444');
  await form.getByLabel(t('payment.method.card.cvv')).fill('123');
  await form.getByRole('button', { name: t('payment.savedMethods.save') }).click();
  await expect(page.getByText(t('payment.savedMethods.added', { method: 'Travel card' }))).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(3);

  // Set as default (logged on the server).
  await list.getByRole('button', { name: t('payment.savedMethods.setDefaultLabel', { method: 'Travel card' }) }).click();
  await expect(page.getByText(t('payment.savedMethods.defaultSet', { method: 'Travel card' }))).toBeVisible();
  await expect(list.getByRole('listitem').first()).toContainText('Travel card');
  await expect(list.getByRole('listitem').first()).toContainText(t('payment.savedMethods.default'));

  // Rename.
  await list.getByRole('button', { name: t('payment.savedMethods.renameLabel', { method: 'Travel card' }) }).click();
  const rename = page.getByRole('dialog');
  await rename.getByLabel(t('payment.method.nickname')).fill('Trip card');
  await rename.getByRole('button', { name: t('payment.savedMethods.saveName') }).click();
  await expect(page.getByText(t('payment.savedMethods.renamed', { method: 'Trip card' }))).toBeVisible();

  // Remove, behind a confirmation that says the default moves.
  await list.getByRole('button', { name: t('payment.savedMethods.removeLabel', { method: 'Trip card' }) }).click();
  const confirm = page.getByRole('alertdialog', { name: t('payment.savedMethods.removeTitle') });
  await expect(confirm).toContainText(t('payment.savedMethods.removeDefaultBody', { method: 'Trip card' }));
  await expectAccessible(page);
  await confirm.getByRole('button', { name: t('payment.savedMethods.removeConfirm') }).click();
  await expect(page.getByText(t('payment.savedMethods.removed', { method: 'Trip card' }))).toBeVisible();

  // After a reload the server's list is what shows: two methods, the oldest the default again.
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText(t('payment.savedMethods.default'));
  await expect(list).not.toContainText('Trip card');
});
