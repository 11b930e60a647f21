import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** Where the page states axe has checked in this run are remembered (emptied by globalSetup). */
export const axeSeenDir = join(process.cwd(), 'test-results', '.axe-seen');

/**
 * What makes a page state distinct for accessibility: the route (long numbers and tokens folded),
 * the structure of its headings, the step of a flow on screen, open dialogs, whether an alert
 * shows, and a phone-sized viewport. Not the language: a page has the same structure in all four.
 */
async function pageState(page: Page, template?: string): Promise<string> {
  const url = new URL(page.url());
  const route = template ?? url.pathname.replace(/\d{6,}/g, '#').replace(/\/(authenticate|login)\/[^/]+$/i, '/$1/:token');
  const seen = await page.evaluate(() => {
    const visible = (element: Element) => (element as HTMLElement).offsetParent !== null || element.getClientRects().length > 0;
    const all = (selector: string) => [...document.querySelectorAll(selector)].filter(visible);
    const current = document.querySelector('[aria-current="step"]');
    return {
      // Structure, not words: the headings' levels in order, and which step of a flow is on screen.
      headings: all('main h1, main h2, main h3').map((heading) => heading.tagName).join(','),
      step: current?.parentElement ? [...current.parentElement.children].indexOf(current) : -1,
      dialogs: all('[role="dialog"], [role="alertdialog"], dialog[open]').length,
      alert: all('[role="alert"]').some((alert) => (alert.textContent ?? '').trim() !== ''),
      narrow: window.innerWidth < 768,
    };
  });
  return JSON.stringify([route, seen]);
}

const seenFile = (state: string) => join(axeSeenDir, createHash('sha1').update(state).digest('hex'));

/** True the first time a page state is seen in this run, by any worker (an atomic file create). */
function firstTime(state: string): boolean {
  mkdirSync(axeSeenDir, { recursive: true });
  try {
    closeSync(openSync(seenFile(state), 'wx'));
    return true;
  } catch {
    return false;
  }
}

export interface AccessibilityOptions {
  /**
   * Routes that render one template with other data (the FAQ category pages) name it here, so the
   * template is checked once rather than once per route.
   */
  template?: string;
  /**
   * After a small change inside a page whose whole state was checked a step before (an error shown
   * in a form, a field added, a dialog opened), only the region that changed is checked: a CSS
   * selector of that region (for a dialog, the dialog). The page-level rules (landmarks, title,
   * language) ran on the whole page already. A scoped check is remembered apart from a whole-page one.
   */
  include?: string;
}

/**
 * Serious and critical axe violations (WCAG 2.2 AA tags) on the current page, checked once per
 * distinct page state per run (pageState): a state another test already checked is not checked again.
 * With `include`, the check covers that region only (it must be on the page).
 */
export async function expectAccessible(page: Page, options: AccessibilityOptions = {}) {
  const { template, include } = options;
  const state = await pageState(page, template);
  // A region of a state already checked whole (by any test) needs no check of its own.
  if (include && existsSync(seenFile(state))) return;
  if (!firstTime(include ? JSON.stringify([state, include]) : state)) return;
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) {
    // An empty region would check nothing and pass: the region must be there.
    await expect(page.locator(include).first(), `the region ${include} to check with axe`).toBeVisible();
    builder = builder.include(include);
  }
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}

/** Every page visit: open it, wait for its heading, check accessibility. */
export async function visit(page: Page, path: string, options: AccessibilityOptions = {}) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading|Cargando|Chargement/ })).toHaveCount(0);
  await expectAccessible(page, options);
}

/** The demo users' password (README). */
export const demoPassword = 'Portal#2026';

/**
 * Signs in by typing into /login, as a customer does, and waits for the dashboard to settle (focus on
 * its heading, nothing loading). Only the specs that test signing in use it: the others sign in
 * through the API (tests/e2e/people.ts signIn).
 */
export async function signInWithForm(page: Page, userName: string, password = demoPassword) {
  await visit(page, '/login');
  await page.getByLabel(text('EN_US', 'login.userId')).fill(userName);
  await page.getByLabel(text('EN_US', 'login.password'), { exact: true }).fill(password);
  await page.getByLabel(text('EN_US', 'login.password'), { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
}

/** Screenshots a human reviews (test-results/review/<name>.png); everything else is captured only on failure. */
export async function reviewShot(page: Page, name: string) {
  await page.screenshot({ path: join('test-results', 'review', `${name}.png`), fullPage: true });
}

/**
 * Aborts, and records, every request to another host: a map page must work offline (no tile,
 * glyph or font server). Assert the returned list is empty at the end of the test.
 */
export async function stayOnThisMachine(page: Page) {
  const offsite: string[] = [];
  await page.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol !== 'data:' && url.protocol !== 'blob:',
    async (route) => {
      offsite.push(route.request().url());
      await route.abort();
    },
  );
  return offsite;
}
