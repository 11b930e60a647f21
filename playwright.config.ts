import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real server,
// started on its own port with a fresh data folder so every run begins from the seed.
const port = Number(process.env.E2E_PORT ?? 4173);
// One data folder per port: two runs on one machine (different E2E_PORT) never share a database.
const dataDir = `.data/e2e-${port}`;
export const adminToken = 'e2e-admin-token';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Two workers, the server and two Chromiums (software WebGL) share two cores: the load stays around
  // 6, an axe pass can take 10 s and a route chunk more than the default 5 s to show. Budgets for
  // that machine, not for a fast laptop (30 s tests failed in axe on a clean CI run; the payment
  // walks take 40-50 s there).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
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
    // The generated paths of Make a Payment and Recharge read the seed's balances and meters as they
    // are: they run first, on the fresh seed, before the other specs pay and recharge.
    { name: 'paths', testMatch: /paths\/.*\.spec\.ts$/ },
    { name: 'portal', testIgnore: [/(maintenance|recovery)\.spec\.ts$/, /paths\//], dependencies: ['paths'] },
    // Recovery changes the passwords of demo users (demo.migrated among them) that other specs sign
    // in with: it runs after them.
    { name: 'recovery', testMatch: /recovery\.spec\.ts$/, dependencies: ['portal'] },
    // Switching maintenance on sends every signed-out page to /Maintenance: run it alone, last.
    { name: 'maintenance', testMatch: /maintenance\.spec\.ts$/, dependencies: ['portal', 'recovery'] },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && npx tsx server/main.ts`,
    url: `http://localhost:${port}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port), DATA_DIR: dataDir, ADMIN_TOKEN: adminToken, LOG_LEVEL: 'warn', MAINTENANCE_POLL_MS: '2000' },
  },
});
