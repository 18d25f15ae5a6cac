import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, type TestInfo, test } from '@playwright/test';

/** Impacts that fail a test; moderate and minor findings are only reported. */
const failingImpacts = new Set(['serious', 'critical']);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type AxeViolation = AxeResults['violations'][number];

function describeViolation(violation: AxeViolation): string {
  const nodes = violation.nodes.slice(0, 5).map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
    return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${summary}`;
  });
  const more = violation.nodes.length > 5 ? `\n    ... and ${violation.nodes.length - 5} more` : '';
  return `  [${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes.join('\n')}${more}`;
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
      return await new AxeBuilder({ page }).analyze();
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
  await info.attach(`axe ${where}`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
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
}
