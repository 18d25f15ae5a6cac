/**
 * Lighthouse scores for the budgets (budgets.ts): each run in a Chromium of its own (chrome-launcher, an
 * empty user-data-dir), mobile with Lighthouse's default simulated throttling, desktop with its desktop
 * preset. A signed-in page gets the session the app keeps in localStorage (lib/storage.ts) before
 * Lighthouse loads it; Lighthouse then leaves storage alone (disableStorageReset) and the HTTP cache,
 * emptied beforehand, is as cold as on a first visit.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

export type FormFactor = 'mobile' | 'desktop';
export type LighthouseScores = {
  performance: number;
  accessibility: number;
  /** The metrics behind the performance score, in ms (CLS unitless): what to look at when it is low. */
  metrics: Record<string, number>;
};

const metricAudits = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  SI: 'speed-index',
  CLS: 'cumulative-layout-shift',
} as const;
/** localStorage entries to set on the app's origin before the run (the signed-in session). */
export type StoredSession = Record<string, string>;

async function storeSession(port: number, origin: string, session: StoredSession): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    // Any same-origin page will do: the API's health answer draws no app and starts no session of its own.
    await page.goto(`${origin}/api/health`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) {
        window.localStorage.setItem(key, value);
      }
    }, session);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects only: the browser belongs to chrome-launcher.
    await browser.close();
  }
}

export async function runLighthouse(options: {
  url: string;
  formFactor: FormFactor;
  chromiumPath: string;
  chromiumFlags: string[];
  session?: StoredSession;
}): Promise<LighthouseScores> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-budgets-chromium-'));
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromiumPath,
    chromeFlags: options.chromiumFlags,
    userDataDir,
    logLevel: 'silent',
  });
  try {
    if (options.session) {
      await storeSession(chrome.port, new URL(options.url).origin, options.session);
    }
    const result = await lighthouse(
      options.url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: options.session !== undefined,
      },
      options.formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const categories = result?.lhr.categories;
    const finalUrl = result?.lhr.finalDisplayedUrl ?? '';
    if (!categories || new URL(finalUrl).pathname !== new URL(options.url).pathname) {
      throw new Error(`Lighthouse did not stay on ${options.url} (ended on ${finalUrl})`);
    }
    const audits = result?.lhr.audits ?? {};
    return {
      metrics: Object.fromEntries(
        Object.entries(metricAudits).map(([name, id]) => [name, audits[id]?.numericValue ?? Number.NaN]),
      ),
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    };
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}
