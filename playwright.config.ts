import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real server,
// started on its own port with a fresh data folder so every run begins from the seed.
const port = Number(process.env.E2E_PORT ?? 4173);
const maintenancePort = port + 1;
export const adminToken = 'e2e-admin-token';

/**
 * The real server on each port, with a fresh data folder of that port (two runs on one machine
 * never share a database), both started at once by tests/e2e/servers.ts (Playwright would start
 * two web servers one after the other), which prints its line once both answer /health.
 */
const webServer = {
  command: `npx tsx tests/e2e/servers.ts ${port} ${maintenancePort}`,
  wait: { stdout: /e2e servers ready/ },
  // Two servers migrating and seeding on two busy cores.
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { ADMIN_TOKEN: adminToken, LOG_LEVEL: 'warn', MAINTENANCE_POLL_MS: '2000' },
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Every test owns its data (fresh people from the admin call, tests/e2e/people.ts): tests run in
  // parallel, in any order.
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Tiers (README "Test tiers"): journeys tagged @release (further variants of a flow whose happy and
  // failure journeys and browser paths already run) run before a release, E2E_TIER=release; CI skips them.
  grepInvert: process.env.E2E_TIER === 'release' ? undefined : /@release/,
  globalSetup: './tests/e2e/globalSetup.ts',
  // Two workers, the servers and two Chromiums (software WebGL) share two cores: an axe pass can take
  // 10 s and a route chunk more than the default 5 s to show. Budgets for that machine, not for a
  // fast laptop (a safety limit, not a performance check).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace costs about a fifth of the run's time even when thrown away: CI keeps the screenshot and
    // the page snapshot (error-context.md) of a failure; E2E_TRACE=on records traces there too.
    trace: process.env.CI && process.env.E2E_TRACE !== 'on' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'portal', testIgnore: /maintenance\.spec\.ts$/ },
    // Switching maintenance on sends every signed-out page of a server to /Maintenance: that spec
    // has a server of its own.
    { name: 'maintenance', testMatch: /maintenance\.spec\.ts$/, use: { baseURL: `http://localhost:${maintenancePort}` } },
  ],
  webServer,
});
