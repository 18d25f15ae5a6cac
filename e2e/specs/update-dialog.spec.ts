import { readFile, writeFile } from 'node:fs/promises';
import { versionCheckIntervalMs } from '@portal/domain/shared';
import gigsFi from '../../apps/web/src/features/gigs/locales/fi.json' with { type: 'json' };
import { expect, expectAccessible, roleTag, signIn, test } from '../support/fixtures';
import { versionFile } from '../support/paths';
import { fi } from '../support/texts';

async function serverVersion(page: import('@playwright/test').Page): Promise<string> {
  const response = await page.request.get('/api/health');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { version: string }).version;
}

test(`${roleTag('admin')}[SHELL] the update dialog appears when the server version changes`, async ({
  page,
}) => {
  // Fake timers, so the client's version check interval can be skipped instead of waited for.
  await page.clock.install();
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: gigsFi.list.title })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: fi.version.title });

  // Same version on the server as in the bundle: a check comes and goes without a dialog.
  const deployed = await readFile(versionFile, 'utf8');
  const checked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/health');
  await page.clock.fastForward(versionCheckIntervalMs + 1_000);
  await checked;
  await expect(dialog).toHaveCount(0);

  try {
    // A new deployment: the server now serves another version.json.
    const nextVersion = `e2e-next-${Date.now()}`;
    await writeFile(versionFile, `${JSON.stringify({ version: nextVersion })}\n`);
    await expect.poll(() => serverVersion(page)).toBe(nextVersion);

    await page.clock.fastForward(versionCheckIntervalMs + 1_000);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(fi.version.message)).toBeVisible();
    await expectAccessible(page, 'update dialog');

    // Blocking: Escape does not close it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    // "Update now" reloads into the deployed build (restored first, so it matches this bundle).
    await writeFile(versionFile, deployed);
    await dialog.getByRole('button', { name: fi.version.update }).click();
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { level: 1, name: gigsFi.list.title })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  } finally {
    await writeFile(versionFile, deployed);
  }
});
