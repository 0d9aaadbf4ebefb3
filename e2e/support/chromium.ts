import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The browser the journeys run in: CHROMIUM_PATH (or PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH), then
 * Debian's /usr/bin/chromium, then Playwright's own download on machines that have one. Test tools
 * cannot download a browser here, so a missing one is a clear error, not a hang.
 *
 * With `headlessShell`, Debian's chromium-headless-shell comes first: the same engine built without
 * the desktop browser's windowing, it renders the journeys in half the CPU time of the full browser.
 */
export function findChromium({ headlessShell = false } = {}): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH,
    ...(headlessShell ? ['/usr/bin/chromium-headless-shell'] : []),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    (() => {
      try {
        return chromium.executablePath();
      } catch {
        return undefined;
      }
    })(),
  ];
  const found = candidates.find(
    (candidate): candidate is string => Boolean(candidate) && existsSync(candidate!),
  );
  if (!found) {
    throw new Error(
      "No Chromium found for the browser tests. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.",
    );
  }
  return found;
}

/** Headless flags for a machine with no network beyond localhost. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
