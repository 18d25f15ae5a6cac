import type { Request } from '@playwright/test';
import gigsFi from '../../apps/web/src/features/gigs/locales/fi.json' with { type: 'json' };
import { expect, expectAccessible, paths, roleTag, signIn, test, userMenuButton } from '../support/fixtures';
import { accessTokenTtlSeconds } from '../support/paths';
import { fi } from '../support/texts';

test(`${roleTag('admin')}[AUTH] signs out and the protected page is no longer reachable`, async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page
    .getByRole('navigation', { name: fi.menu.navigation })
    .getByRole('link', { name: fi.menu.accountSettings })
    .click();
  await expect(page).toHaveURL(paths.accountSettings);
  await expect(page.getByRole('heading', { level: 1, name: fi.settings.title })).toBeVisible();
  await expectAccessible(page, 'account settings');

  await userMenuButton(page, 'admin').click();
  const logout = page.waitForRequest((request) => isPost(request, '/api/auth/logout'));
  await page.getByRole('menuitem', { name: fi.header.signOut }).click();
  await logout;
  await expect(page).toHaveURL(new RegExp(`${paths.login}`));
  await expect(page.getByRole('heading', { level: 1, name: fi.auth.login.title })).toBeVisible();
  await expectAccessible(page, 'login after sign-out');
  expect(
    await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]),
  ).toEqual([null, null]);

  await page.goto(paths.accountSettings);
  await expect(page).toHaveURL(new RegExp(`${paths.login}\\?`));
  await expect(page.getByRole('heading', { level: 1, name: fi.auth.login.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: fi.settings.title })).toHaveCount(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: fi.settings.title })).toHaveCount(0);
});

function isPost(request: Request, path: string): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === path;
}

test(`${roleTag('organization-admin')}[AUTH] an expired access token is refreshed without the user noticing`, async ({
  page,
}) => {
  const refreshes: Request[] = [];
  page.on('request', (request) => {
    if (isPost(request, '/api/auth/refresh')) {
      refreshes.push(request);
    }
  });
  const loginPageVisits: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname.startsWith(paths.login)) {
      loginPageVisits.push(frame.url());
    }
  });

  await signIn(page, 'organization-admin');
  await expect(page.getByRole('heading', { level: 1, name: gigsFi.list.title })).toBeVisible();
  const visitsAfterSignIn = loginPageVisits.length;
  const refreshesAfterSignIn = refreshes.length;

  // Past the access token's lifetime (ACCESS_TOKEN_TTL_SECONDS in playwright.config.ts): the server clock
  // decides, so wait until the API refuses the token the page holds rather than for a fixed time.
  const heldToken = await page.evaluate(() => localStorage.getItem('accessToken'));
  await expect
    .poll(
      async () =>
        (await page.request.get('/api/me', { headers: { authorization: `Bearer ${heldToken}` } })).status(),
      { timeout: (accessTokenTtlSeconds + 5) * 1000, intervals: [250] },
    )
    .toBe(401);

  // An action that needs the API: open the account settings, which loads the account's settings.
  const settingsLoaded = page.waitForResponse(
    (response) => /\/api\/accounts\/[^/]+\/settings$/.test(new URL(response.url()).pathname) && response.ok(),
  );
  const refreshed = page.waitForResponse((response) => isPost(response.request(), '/api/auth/refresh'));
  await page
    .getByRole('navigation', { name: fi.menu.navigation })
    .getByRole('link', { name: fi.menu.accountSettings })
    .click();
  const refreshResponse = await refreshed;
  expect(refreshResponse.status()).toBe(200);
  await settingsLoaded;

  await expect(page).toHaveURL(paths.accountSettings);
  await expect(page.getByRole('heading', { level: 1, name: fi.settings.title })).toBeVisible();
  await expect(page.getByLabel(fi.settings.account.unpaidTime)).not.toHaveValue('');
  await expect(userMenuButton(page, 'organization-admin')).toBeVisible();
  expect(refreshes.length).toBeGreaterThan(refreshesAfterSignIn);
  expect(loginPageVisits.slice(visitsAfterSignIn)).toEqual([]);
  await expectAccessible(page);
});
