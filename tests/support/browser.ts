import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Browser downloads do not work on our machines, so use Debian's Chromium when present and fall
 * back to Playwright's own browser elsewhere.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  if (!existsSync(SYSTEM_CHROMIUM)) return {};
  return {
    executablePath: SYSTEM_CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
