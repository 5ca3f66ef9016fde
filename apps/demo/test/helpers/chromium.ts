import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

// Debian's Chromium, driven by playwright-core (Playwright's own browser download is not used). The
// background-networking flags keep it from calling out; everything it opens is on 127.0.0.1.
const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A headless Chromium with a profile of its own, and its first page. */
export interface OpenBrowser {
  readonly browser: BrowserContext;
  readonly page: Page;
  /** Closes the browser and removes its profile. */
  close(): Promise<void>;
}

/** Starts Chromium with a fresh profile, a 1400×1000 viewport and a 30 s default timeout. */
export async function openChromium(): Promise<OpenBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'lintas-chromium-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 1400, height: 1000 },
  });
  const page = browser.pages()[0] ?? (await browser.newPage());
  page.setDefaultTimeout(30_000);
  return {
    browser,
    page,
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
