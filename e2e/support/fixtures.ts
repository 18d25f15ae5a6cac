import { test as base, expect, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';

export { expect, expectAccessible };

export const staffRoles = ['super-admin', 'organization-admin', 'admin', 'agent', 'customer'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The demo users seeded on first start of the embedded database. */
export const demoPassword = 'demo1234';
export function demoEmailOf(role: StaffRole): string {
  return `${role}@demo.example`;
}

/** Screen paths of the web app (apps/web/src/config/paths.ts). */
export const paths = {
  login: '/pages/login',
  notFound: '/pages/error/error-404',
  notAuthorized: '/pages/error/not-authorized',
  dashboardHome: '/apps/dashboard/home',
  accountSettings: '/apps/settings/account-settings',
} as const;

/** Finnish texts (the default language) of the controls the specs use, from apps/web/src/locales/fi.json. */
export const fi = {
  emailLabel: 'Sähköposti',
  passwordLabel: 'Salasana',
  signInButton: 'Kirjaudu sisään',
} as const;

/** Signs in through the real login form and waits until the app has left the login page. */
export async function signIn(page: Page, role: StaffRole): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith(paths.login)) {
    await page.goto(paths.login);
  }
  await page.getByLabel(fi.emailLabel).fill(demoEmailOf(role));
  await page.getByLabel(fi.passwordLabel, { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: fi.signInButton }).click();
  await expect(page).not.toHaveURL(/\/pages\/login/);
}

type Fixtures = {
  /** Runs axe on the page a test ends on; specs also call expectAccessible after each page they visit. */
  axeOnFinalPage: undefined;
};

export const test = base.extend<Fixtures>({
  axeOnFinalPage: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      // A test that already failed keeps its own error; a closed or blank page has nothing to check.
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || page.url() === 'about:blank') {
        return;
      }
      await expectAccessible(page, `final page of "${testInfo.title}"`, testInfo);
    },
    { auto: true },
  ],
});
