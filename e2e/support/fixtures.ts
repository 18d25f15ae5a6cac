import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { demoPassword, demoUsers } from '../../apps/server/src/db/seed/demo-users';
import { alreadyChecked, expectAccessible } from './accessibility';
import { specKeyOf, specUserEmail } from './spec-users';
import { fi } from './texts';

export { expect, expectAccessible };

export const staffRoles = ['super-admin', 'organization-admin', 'admin', 'agent', 'customer'] as const;
export type StaffRole = (typeof staffRoles)[number];

export { demoPassword };

/** The demo user of a role, as seeded on first start of the embedded database. */
export function demoUserOf(role: StaffRole): { email: string; fullName: string } {
  const user = demoUsers.find((candidate) => candidate.role === role);
  if (!user) {
    throw new Error(`No demo user for role ${role}`);
  }
  return { email: user.email, fullName: `${user.firstName} ${user.lastName}` };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The header's user menu button: its name carries the signed-in user's name. */
export function userMenuButton(page: Page, role: StaffRole): Locator {
  return page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(escapeRegExp(demoUserOf(role).fullName)) });
}

/** Screen paths of the web app (each feature's apps/web/src/features/<feature>/<feature>.paths.ts). */
export const paths = {
  login: '/pages/login',
  notFound: '/pages/error/error-404',
  notAuthorized: '/pages/error/not-authorized',
  dashboardHome: '/apps/dashboard/home',
  /** Where "/" and sign-in lead (spec section 2). */
  gigsList: '/apps/shifts-&-gigs/gigs-management/list',
  accountSettings: '/apps/settings/account-settings',
} as const;

/**
 * The running spec's own user of a role (support/spec-users.ts): the demo user's name, account and areas,
 * with an e-mail and sessions of its own.
 */
export function specUserOf(role: StaffRole): { email: string; fullName: string } {
  const demo = demoUserOf(role);
  return { ...demo, email: specUserEmail(demo.email, specKeyOf(test.info().file)) };
}

/**
 * Signs in as the spec's own user of the role through the real login form and waits until the app has
 * left the login page.
 */
export async function signIn(page: Page, role: StaffRole): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith(paths.login)) {
    await page.goto(paths.login);
  }
  await page.getByLabel(fi.auth.login.email).fill(specUserOf(role).email);
  await page.getByLabel(fi.auth.login.password).fill(demoPassword);
  await page.getByRole('button', { name: fi.auth.login.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/pages\/login/);
  // The shell is up: the user menu carries the signed-in user's name.
  await expect(userMenuButton(page, role)).toBeVisible();
}

type Fixtures = {
  /** Runs axe on the page a test ends on; specs also call expectAccessible after each page they visit. */
  axeOnFinalPage: undefined;
};

/** "[ORGANIZATION-ADMIN]" style tag for test titles. */
export function roleTag(role: StaffRole | 'anonymous'): string {
  return `[${role.toUpperCase()}]`;
}

/** The path (with query) the page shows now. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

export const test = base.extend<Fixtures>({
  axeOnFinalPage: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      // A test that already failed keeps its own error; a closed or blank page has nothing to check.
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || page.url() === 'about:blank') {
        return;
      }
      // The test's own last check already covered the page as it is now.
      if (await alreadyChecked(page)) {
        return;
      }
      await expectAccessible(page, `final page of "${testInfo.title}"`, testInfo);
    },
    { auto: true },
  ],
});
