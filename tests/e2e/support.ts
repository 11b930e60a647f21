import { readdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { languages, toStoredCode, type Language } from '../../src/domain/language.ts';
import { replaceContactPlaceholders } from '../../src/domain/placeholders.ts';

export { languages };
export type { Language };

const messagesDir = new URL('../../src/i18n/messages/', import.meta.url);
const catalogues = Object.fromEntries(
  languages.map((language) => [
    language,
    Object.assign(
      {},
      ...readdirSync(messagesDir).map(
        (area) => JSON.parse(readFileSync(new URL(`${area}/${language}.json`, messagesDir), 'utf8')) as Record<string, string>,
      ),
    ) as Record<string, string>,
  ]),
) as Record<Language, Record<string, string>>;

/** A catalogue text as the page shows it (contact placeholders replaced, simple {args} filled). */
export function text(language: Language, id: string, values: Record<string, string> = {}): string {
  const raw = catalogues[language][id];
  if (raw === undefined) throw new Error(`No message ${id} in ${language}`);
  return replaceContactPlaceholders(raw).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Starts a visitor with a language chosen earlier (the Lang cookie). */
export async function useLanguage(context: BrowserContext, baseURL: string, language: Language) {
  await context.addCookies([{ name: 'Lang', value: toStoredCode(language), url: baseURL }]);
}

/** Serious and critical axe violations (WCAG 2.2 AA tags) on the current page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}

/** Every page visit: open it, wait for its heading, check accessibility. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading|Cargando|Chargement/ })).toHaveCount(0);
  await expectAccessible(page);
}

/** The demo users' password (README). */
export const demoPassword = 'Portal#2026';

/**
 * Signs a demo user in from /login and waits for the dashboard to settle (focus on its heading,
 * nothing loading): a menu opened earlier would close when the dashboard takes the focus.
 */
export async function signInAs(page: Page, userName: string, password = demoPassword) {
  await visit(page, '/login');
  await page.getByLabel(text('EN_US', 'login.userId')).fill(userName);
  await page.getByLabel(text('EN_US', 'login.password'), { exact: true }).fill(password);
  await page.getByLabel(text('EN_US', 'login.password'), { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
}
