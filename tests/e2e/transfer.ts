import type { Page } from '@playwright/test';
import { text } from './support.ts';

/** Transfer's new address step: the premise searched in a town, and the first one found chosen (it is checked for a move-in). */
export async function chooseNewPremise(page: Page, query: string, town: string) {
  await page.getByRole('textbox', { name: text('EN_US', 'service.start.query') }).fill(query);
  await page.getByRole('combobox', { name: text('EN_US', 'service.start.town') }).selectOption(town);
  await page.getByRole('button', { name: text('EN_US', 'service.start.search') }).click();
  await page.getByRole('button', { name: /^Start service at / }).first().click();
}
