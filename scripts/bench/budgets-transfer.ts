/**
 * The bytes a first visit transfers (budgets.ts): Chromium, driven by Playwright with an empty profile,
 * opens the login page (with the gigs list as where to go next), signs in through the form and lands on
 * the gigs list. Every JS and CSS response is counted as it came over the wire (its encoded
 * body, brotli from this server), split into what the login page loaded and what signing in added.
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import gigsFi from '../../apps/web/src/features/gigs/locales/fi.json' with { type: 'json' };
import fi from '../../apps/web/src/locales/fi.json' with { type: 'json' };

export type TransferedFile = { url: string; bytes: number };
export type TransferReport = { login: TransferedFile[]; afterSignIn: TransferedFile[] };

const isCode = (url: string) => /\.(?:js|css)(?:\?|$)/.test(new URL(url).pathname);

/** Waits until no JS or CSS has been asked for during `quietMs` (the live-events stream never goes idle). */
async function settled(page: Page, requested: () => number, quietMs = 1500): Promise<void> {
  let seen = -1;
  while (seen !== requested()) {
    seen = requested();
    await page.waitForTimeout(quietMs);
  }
}

/**
 * What a first visit to a public page transfers (issue 16 §1: `/apply` ≤ 100 KB): its document (which
 * carries the page's inline stylesheet) and every JS and CSS file, as encoded on the wire.
 */
export async function measurePublicPage(options: {
  baseUrl: string;
  path: string;
  chromiumPath: string;
  chromiumFlags: string[];
}): Promise<TransferedFile[]> {
  const browser: Browser = await chromium.launch({
    executablePath: options.chromiumPath,
    args: options.chromiumFlags.filter((flag) => flag !== '--headless'),
    headless: true,
  });
  try {
    const page = await (await browser.newContext({ locale: 'fi-FI' })).newPage();
    const pending: Promise<TransferedFile>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'document' || isCode(request.url())) {
        pending.push(
          request
            .sizes()
            .then((sizes) => ({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize })),
        );
      }
    });
    await page.goto(`${options.baseUrl}${options.path}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    return await Promise.all(pending);
  } finally {
    await browser.close();
  }
}

export async function measureTransfer(options: {
  baseUrl: string;
  chromiumPath: string;
  chromiumFlags: string[];
  loginPath: string;
  gigsListPath: string;
  email: string;
  password: string;
}): Promise<TransferReport> {
  const browser: Browser = await chromium.launch({
    executablePath: options.chromiumPath,
    args: options.chromiumFlags.filter((flag) => flag !== '--headless'),
    headless: true,
  });
  try {
    // A fresh context is an empty profile: no cache, no storage. Finnish, the app's default language.
    const context = await browser.newContext({ locale: 'fi-FI' });
    const page = await context.newPage();
    const files: TransferedFile[] = [];
    let requested = 0;
    page.on('request', (request) => {
      if (isCode(request.url())) {
        requested += 1;
      }
    });
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      if (isCode(request.url())) {
        pending.push(
          request.sizes().then((sizes) => {
            // A file the page takes from the HTTP cache again (the login page's shared chunk, once the app
            // loads) came over the wire once; Chromium reports it with a negative body size.
            files.push({ url: new URL(request.url()).pathname, bytes: Math.max(0, sizes.responseBodySize) });
          }),
        );
      }
    });

    await page.goto(`${options.baseUrl}${options.loginPath}`);
    await page.getByLabel(fi.auth.login.email).waitFor();
    await settled(page, () => requested);
    await Promise.all(pending);
    const loginCount = files.length;

    await page.getByLabel(fi.auth.login.email).fill(options.email);
    await page.getByLabel(fi.auth.login.password).fill(options.password);
    await page.getByRole('button', { name: fi.auth.login.submit, exact: true }).click();
    await page.waitForURL((url) => url.pathname === options.gigsListPath);
    await page.getByRole('heading', { name: gigsFi.list.title, level: 1 }).waitFor();
    await settled(page, () => requested);
    await Promise.all(pending);
    return { login: files.slice(0, loginCount), afterSignIn: files.slice(loginCount) };
  } finally {
    await browser.close();
  }
}
