import { expect, expectAccessible, paths, roleTag, signIn, test } from '../support/fixtures';
import { fi } from '../support/texts';

test(`${roleTag('agent')}[SETTINGS] saves a profile change`, async ({ page }) => {
  await signIn(page, 'agent');
  await page
    .getByRole('navigation', { name: fi.menu.navigation })
    .getByRole('link', { name: fi.menu.accountSettings })
    .click();
  await expect(page).toHaveURL(paths.accountSettings);
  await expect(page.getByRole('heading', { level: 1, name: fi.settings.title })).toBeVisible();
  await expectAccessible(page);

  // A number not used before, so a retry also changes something.
  const mobile = `+35840${String(Date.now()).slice(-7)}`;
  const mobileField = page.getByLabel(fi.settings.profile.mobile);
  await mobileField.fill(mobile);
  // The access token lives 5 s in this run: a 401 the client answers by refreshing and replaying is not the save.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      new URL(response.url()).pathname === '/api/me/profile' &&
      response.status() !== 401,
  );
  await page.getByRole('button', { name: fi.settings.profile.submit }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('alert').filter({ hasText: fi.settings.saved })).toBeVisible();
  await expectAccessible(page, 'account settings after saving');

  // Saved on the server: a reload shows the new number.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: fi.settings.title })).toBeVisible();
  await expect(page.getByLabel(fi.settings.profile.mobile)).toHaveValue(mobile);
});
