import { expect, test } from '@playwright/test';
import { text, visit } from './support.ts';

test('switching language reloads every text, is stored (SP for Spanish) and survives a reload', async ({ page, context }) => {
  await visit(page, '/PreFaq');
  const firstQuestion = await page.locator('.accordion__button').first().innerText();
  await page.getByRole('combobox', { name: text('EN_US', 'language.label') }).selectOption('ES');
  await expect(page.locator('main h1')).toHaveText(text('ES', 'faq.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // Server texts (the FAQ) follow the language too.
  await expect(page.locator('.accordion__button').first()).not.toHaveText(firstQuestion);
  expect(await page.evaluate(() => localStorage.getItem('Lang'))).toBe('SP');
  expect((await context.cookies()).find((cookie) => cookie.name === 'Lang')?.value).toBe('SP');

  await page.reload();
  await expect(page.locator('main h1')).toHaveText(text('ES', 'faq.title'));
  await expect(page.getByRole('combobox', { name: text('ES', 'language.label') })).toHaveValue('ES');

  await page.getByRole('combobox', { name: text('ES', 'language.label') }).selectOption('FR');
  await expect(page.locator('main h1')).toHaveText(text('FR', 'faq.title'));
  await page.goto('/Help');
  await expect(page.locator('main h1')).toHaveText(text('FR', 'help.title'));
  await visit(page, '/Help');
});

test('a loading overlay covers the page while a language loads', async ({ page }) => {
  await visit(page, '/login');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/common/multilingual**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('combobox', { name: text('EN_US', 'language.label') }).selectOption('FR');
  await expect(page.locator('.fullscreen-loader')).toBeVisible();
  release();
  await expect(page.locator('.fullscreen-loader')).toHaveCount(0);
  await expect(page.locator('main h1')).toHaveText(text('FR', 'landing.title'));
});

test("the server's multilingual texts override catalogue texts by control code", async ({ page, request }) => {
  for (const [language, code] of [['EN_US', 'EN_US'], ['FR', 'FR']] as const) {
    const reply = await request.get(`/api/common/multilingual?module=PreLogin&language=${code}`);
    const body = (await reply.json()) as { data: { ControlCode: string; messageData: string }[] };
    const override = body.data.find((item) => item.ControlCode === 'footer.tollFree');
    expect(override, 'seeded override for footer.tollFree').toBeDefined();
    const expected = override!.messageData.replace('{CustomerCarePhone}', '0800 600 147').replace('{UtilityPhone}', '16266');
    if (language === 'FR') {
      await page.getByRole('combobox').first().selectOption('FR');
    } else {
      await visit(page, '/login');
    }
    await expect(page.getByRole('contentinfo')).toContainText(expected);
    expect(expected).toContain('0800 600 147');
  }
});
