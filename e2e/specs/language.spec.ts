import type { Page } from '@playwright/test';
import gigsEn from '../../apps/web/src/features/gigs/locales/en.json' with { type: 'json' };
import gigsFi from '../../apps/web/src/features/gigs/locales/fi.json' with { type: 'json' };
import { expect, expectAccessible, paths, roleTag, signIn, test } from '../support/fixtures';
import { en, fi } from '../support/texts';

function languageSelect(page: Page, label: string) {
  return page.getByRole('banner').getByRole('combobox', { name: label, exact: true });
}

test(`${roleTag('customer')}[I18N] switches to English and back to Finnish`, async ({ page }) => {
  await signIn(page, 'customer');
  await expect(page).toHaveURL(paths.gigsList);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  await expect(page.getByRole('heading', { level: 1, name: gigsFi.list.title })).toBeVisible();
  await expectAccessible(page, 'gigs list (fi)');

  try {
    await languageSelect(page, fi.header.language).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: gigsEn.list.title })).toBeVisible();
    const englishMenu = page.getByRole('navigation', { name: en.menu.navigation });
    await expect(englishMenu.getByRole('link', { name: en.menu.accountSettings })).toBeVisible();
    await expect(page.getByRole('navigation', { name: fi.menu.navigation })).toHaveCount(0);
    await expectAccessible(page, 'gigs list (en)');

    // The choice survives a reload.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: gigsEn.list.title })).toBeVisible();
    await expect(languageSelect(page, en.header.language)).toHaveValue('en');

    await languageSelect(page, en.header.language).selectOption('fi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expect(page.getByRole('heading', { level: 1, name: gigsFi.list.title })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: fi.menu.navigation })
        .getByRole('link', { name: fi.menu.accountSettings }),
    ).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expect(page.getByRole('heading', { level: 1, name: gigsFi.list.title })).toBeVisible();
    await expect(languageSelect(page, fi.header.language)).toHaveValue('fi');
    await expectAccessible(page, 'gigs list (fi again)');
  } finally {
    // The switch is saved to the user's profile: never leave the shared demo user in English.
    if ((await page.locator('html').getAttribute('lang')) !== 'fi') {
      await languageSelect(page, en.header.language)
        .selectOption('fi')
        .catch(() => undefined);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    }
  }
});
