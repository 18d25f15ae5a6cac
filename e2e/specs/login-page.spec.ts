import gigsFi from '../../apps/web/src/features/gigs/locales/fi.json' with { type: 'json' };
import {
  expect,
  expectAccessible,
  paths,
  roleTag,
  specUserOf,
  test,
  userMenuButton,
} from '../support/fixtures';
import { mailTo } from '../support/mail-catcher';
import { fi } from '../support/texts';

// The login page is a page of its own, without the app's code (decision 0049, issue 12 budgets).

test(`${roleTag('anonymous')}[AUTH] the login page loads none of the app's code and is accessible light, dark and at 390 px`, async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      scripts.push(new URL(request.url()).pathname);
    }
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(paths.login);
  await expect(page.getByRole('heading', { level: 1, name: fi.auth.login.title })).toBeVisible();
  await expectAccessible(page, 'login, light, 390 px');
  expect(scripts.filter((script) => /\/(index|react)-/.test(script))).toEqual([]);

  await page.getByRole('button', { name: fi.header.darkMode }).click();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  await expectAccessible(page, 'login, dark, 390 px');

  await page.getByRole('button', { name: fi.auth.login.useLink }).click();
  await expect(page.getByRole('button', { name: fi.auth.loginLink.submit })).toBeVisible();
  await expectAccessible(page, 'login link form, dark');
});

test(`${roleTag('agent')}[AUTH] signs in with a link sent by e-mail`, async ({ page }) => {
  const { email } = specUserOf('agent');
  await page.goto(paths.login);
  await page.getByRole('button', { name: fi.auth.login.useLink }).click();
  await page.getByLabel(fi.auth.login.email).fill(email);
  await page.getByRole('button', { name: fi.auth.loginLink.submit }).click();
  await expect(page.getByRole('status')).toHaveText(fi.auth.loginLink.sent);

  let token = '';
  await expect
    .poll(() => {
      token = /loginToken=([A-Za-z0-9_-]+)/.exec(mailTo(email).at(-1) ?? '')?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  await page.goto(`${paths.login}?loginToken=${token}`);

  await expect(page).toHaveURL(paths.gigsList);
  await expect(page.getByRole('heading', { level: 1, name: gigsFi.list.title })).toBeVisible();
  await expect(userMenuButton(page, 'agent')).toBeVisible();

  // Signed in, the login page sends the user straight on (spec section 2).
  await page.goto(paths.login);
  await expect(page).toHaveURL(paths.gigsList);
});
