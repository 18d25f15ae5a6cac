import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

/** Impacts that fail a test; moderate and minor findings are only reported. */
const failingImpacts = new Set(['serious', 'critical']);

// axe-core itself, injected once per document. @axe-core/playwright's analyze() opened a blank page per
// call to merge the results of frames (the portal has none) and cost 3 to 4 s a call on 2 cores, against
// about 1 s for injecting and running axe directly; the SPA keeps the injected axe across its navigations.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What a page looked like when axe last passed it: the final-page check skips a page checked as it is. */
const lastChecked = new WeakMap<Page, string>();

function describeViolation(violation: Result): string {
  const nodes = violation.nodes.slice(0, 5).map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
    return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${summary}`;
  });
  const more = violation.nodes.length > 5 ? `\n    ... and ${violation.nodes.length - 5} more` : '';
  return `  [${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes.join('\n')}${more}`;
}

/** The page's address and markup size: equal before and after means nothing visible changed. */
function fingerprintOf(page: Page): Promise<string> {
  return page.evaluate(() => `${location.href}|${document.body.innerHTML.length}`);
}

async function analyze(page: Page): Promise<AxeResults> {
  // A page still navigating destroys axe's execution context: settle and try once more.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.waitForLoadState('domcontentloaded');
      // A dialog or toast still fading in has blended colours: axe would measure a contrast nobody reads.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          // Loaders and skeletons spin for ever; only transitions that end are waited for.
          .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .every((animation) => animation.playState !== 'running'),
      );
      if (!(await page.evaluate(() => 'axe' in window))) {
        await page.evaluate(axeSource);
      }
      return await page.evaluate(() =>
        (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
          resultTypes: ['violations'],
        }),
      );
    } catch (error) {
      if (attempt >= 3) {
        throw error;
      }
      await page.waitForTimeout(300);
    }
  }
}

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, listing each
 * readably (rule, help, link, offending elements). Call it after every page a spec visits.
 */
export async function expectAccessible(page: Page, label?: string, testInfo?: TestInfo): Promise<void> {
  const info = testInfo ?? test.info();
  const where = label ?? new URL(page.url()).pathname;
  const results = await analyze(page);
  const failing = results.violations.filter((violation) => failingImpacts.has(violation.impact ?? ''));
  const others = results.violations.filter((violation) => !failingImpacts.has(violation.impact ?? ''));
  if (results.violations.length > 0) {
    await info.attach(`axe ${where}`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  if (others.length > 0) {
    info.annotations.push({
      type: 'axe (moderate/minor)',
      description: `${where}: ${others.map((violation) => `${violation.id} (${violation.impact})`).join(', ')}`,
    });
  }
  const report = failing.map(describeViolation).join('\n');
  const message = `axe found ${failing.length} serious or critical violation(s) on ${where} (${page.url()}):\n${report}\n`;
  // E2E_AXE_REPORT_ONLY=1 prints the findings without failing: only for looking past them while debugging.
  if (process.env.E2E_AXE_REPORT_ONLY === '1') {
    if (failing.length > 0) {
      console.warn(message);
    }
    return;
  }
  expect(failing.length, message).toBe(0);
  lastChecked.set(page, await fingerprintOf(page));
}

/** True when axe already passed the page as it is now (same address, same markup size). */
export async function alreadyChecked(page: Page): Promise<boolean> {
  const last = lastChecked.get(page);
  return last !== undefined && last === (await fingerprintOf(page).catch(() => ''));
}
