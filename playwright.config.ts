import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './e2e/support/chromium';

const PORT = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://localhost:${PORT}`;
/** Where the server sends mail: the journeys that read it listen here (e2e/support/mail.ts). */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT || PORT + 1025);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // One server with one database: journeys run one at a time, as shoppers would not share a cart.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // No retries, on CI either: a journey that passes only on a second try is a bug to fix.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The production server (the standalone build, as the image runs it) on a fresh data directory
    // per run, so every journey starts from the demo data.
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/readyz`,
    // The journeys' request client stands in for a load balancer: it says which address a request
    // came from in X-Forwarded-For, which the server believes from this machine only.
    env: {
      PORT: String(PORT),
      COMMERCE_DATA_DIR: `.data/e2e-${PORT}`,
      NEXT_TELEMETRY_DISABLED: '1',
      TRUSTED_PROXIES: '127.0.0.1,::1',
      // Real SMTP: a journey that reads mail starts a server on this port; while none listens, mail
      // waits in the outbox and is retried, as it would for a mail server that is down.
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: 'Harbor & Pine <shop@e2e.test>',
      // No balancer to tell: a stop is not delayed by a drain. Request lines would flood the report.
      SHUTDOWN_DRAIN_SECONDS: '0',
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
