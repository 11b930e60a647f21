/**
 * Opening a page inside the running portal, as a link does (no reload, no new session restore):
 * the walks over many pages use it to stay cheap. The router's history follows
 * window.history.pushState; the root layout then moves focus to the new page's heading once the
 * route has loaded (src/app/routes/__root.tsx), or a flow its step's heading: that is what this
 * waits for.
 */
import { expect, type Page } from '@playwright/test';

/** Opens `path` in the portal already loaded in `page` and waits for the new page to settle. */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.history.pushState(window.history.state, '', to);
  }, path);
  // A flow that starts at a later step focuses that step's heading instead.
  await expect(page.locator('#main :is(h1, h2):focus')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: /Loading|Cargando|Chargement/ })).toHaveCount(0);
}
