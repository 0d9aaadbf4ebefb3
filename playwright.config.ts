import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './e2e/support/chromium';

/** The first lane's server; the second listens on the next port. */
const PORT = Number(process.env.E2E_PORT || 3100);
const origin = (port: number) => `http://localhost:${port}`;

/**
 * The journeys run in two lanes side by side, each against a server and database of its own, one
 * journey at a time in each: shoppers of one lane never share a cart, an account's orders or an
 * address's sign-in limits with the other's. A journey spends most of its time waiting for the page,
 * so two lanes finish in about half the time on two cores. The first lane takes these files, the
 * second everything else (a new file lands there); keep the two about even: in one whole run, the
 * first lane's files took 477 s and the second's 484 s.
 */
const FIRST_LANE = [
  'accessibility',
  'account',
  'catalog',
  'checkout-payment',
  'french',
  'markets',
  'search',
  'security',
  'shell',
  'whole-page-cache',
].map((name) => `**/${name}.spec.ts`);

const lanes = [
  { name: 'chromium', port: PORT, files: { testMatch: FIRST_LANE } },
  { name: 'chromium, second lane', port: PORT + 1, files: { testIgnore: FIRST_LANE } },
];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  workers: lanes.length,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // No retries, on CI either: a journey that passes only on a second try is a bug to fix.
  retries: 0,
  // A journey is a whole story (sign-ins, a checkout, a payment), on two cores shared with its server
  // and the other lane: a minute and a half before it counts as stuck.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // Failed journeys keep a trace with the page's DOM at each step (and a screenshot, below), but no
    // film of the screen: recording one frame after another costs the browser an eighth of the run.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium({ headlessShell: true }), args: CHROMIUM_ARGS },
  },
  projects: lanes.map(({ name, port, files }) => ({
    name,
    ...files,
    workers: 1,
    use: { ...devices['Desktop Chrome'], baseURL: origin(port) },
  })),
  webServer: lanes.map(({ port }) => ({
    // The production server (the standalone build, as the image runs it) on a fresh data directory
    // per run, so every journey starts from the demo data.
    command: 'node scripts/e2e-server.mjs',
    url: `${origin(port)}/readyz`,
    // The journeys' request client stands in for a load balancer: it says which address a request
    // came from in X-Forwarded-For, which the server believes from this machine only.
    env: {
      PORT: String(port),
      COMMERCE_DATA_DIR: `.data/e2e-${port}`,
      NEXT_TELEMETRY_DISABLED: '1',
      TRUSTED_PROXIES: '127.0.0.1,::1',
      // Real SMTP: a journey that reads mail starts a server on this port (e2e/support/mail.ts); while
      // none listens, mail waits in the outbox and is retried, as it would for a mail server that is down.
      SMTP_URL: `smtp://127.0.0.1:${port + 1025}`,
      MAIL_FROM: 'Harbor & Pine <shop@e2e.test>',
      // No balancer to tell: a stop is not delayed by a drain. Request lines would flood the report.
      SHUTDOWN_DRAIN_SECONDS: '0',
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
