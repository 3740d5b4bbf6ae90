// Playwright journeys: the built apps through the gateway against a fresh, seeded API, in Debian's
// Chromium (/usr/bin/chromium; never `playwright install`). The global setup starts the servers.
import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, CHROMIUM_PATH } from './support/env';

const CI = !!process.env.CI;

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  // files run in parallel on 2 workers; tests inside a file run in order
  workers: Number(process.env.E2E_WORKERS || 2),
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: BASE_URL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1366, height: 900 },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 900 },
        locale: 'zh-CN',
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
});
