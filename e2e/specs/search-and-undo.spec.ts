import areasFi from '../../apps/web/src/features/areas/locales/fi.json' with { type: 'json' };
import helpFi from '../../apps/web/src/features/help/locales/fi.json' with { type: 'json' };
import searchFi from '../../apps/web/src/features/search/locales/fi.json' with { type: 'json' };
import { expect, expectAccessible, roleTag, signIn, test, userMenuButton } from '../support/fixtures';
import { fi } from '../support/texts';

const seededArea = 'Palvelukoti Koivula';

test(`${roleTag('admin')}[SEARCH] Ctrl+K finds an area of the account and Enter opens it`, async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.keyboard.press('Control+K');
  const field = page.getByRole('textbox', { name: searchFi.label });
  await expect(field).toBeFocused();
  await field.fill('Koivula');
  const dialog = page.getByRole('dialog', { name: searchFi.title });
  await expect(dialog.getByRole('group', { name: searchFi.kinds.area })).toBeVisible();
  const hit = dialog
    .getByRole('group', { name: searchFi.kinds.area })
    .getByRole('button', { name: new RegExp(seededArea) })
    .first();
  await expect(hit).toBeVisible();
  await expectAccessible(page, 'search dialog');
  await hit.click();
  await expect(page).toHaveURL(/\/apps\/hr\/areas-management\/create\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: areasFi.form.editTitle.replace('{{name}}', seededArea) }),
  ).toBeVisible();
});

test(`${roleTag('customer')}[SEARCH] the header's search button finds only what a customer may open`, async ({
  page,
}) => {
  await signIn(page, 'customer');
  await page.getByRole('button', { name: searchFi.open }).click();
  // The demo gigs are titled by role ("Lähihoitaja, aamuvuorot"); the customer sees those of its two areas.
  await page.getByRole('textbox', { name: searchFi.label }).fill('Lähihoitaja');
  const dialog = page.getByRole('dialog', { name: searchFi.title });
  await expect(dialog.getByRole('group', { name: searchFi.kinds.gig })).toBeVisible();
  await expectAccessible(page, 'search dialog of a customer');
  await expect(dialog.getByRole('group', { name: searchFi.kinds.worker })).toHaveCount(0);
  await expect(dialog.getByRole('group', { name: searchFi.kinds.area })).toHaveCount(0);
  await expect(dialog.getByRole('group', { name: searchFi.kinds.pool })).toHaveCount(0);
});

test(`${roleTag('agent')}[UNDO] a deleted area comes back with Undo in the toast`, async ({ page }) => {
  test.slow();
  const areaName = `E2E-palautettava ${Date.now().toString(36)}`;
  await signIn(page, 'agent');
  await page.goto('/apps/hr/areas-management/create');
  await page.getByLabel(areasFi.form.name).fill(areaName);
  await page.getByRole('button', { name: areasFi.form.create }).click();
  await expect(page.getByRole('alert').filter({ hasText: areasFi.notifications.created })).toBeVisible();
  await page.getByLabel(areasFi.list.search).fill(areaName);
  const table = page.getByRole('table', { name: areasFi.list.title });
  await table.getByRole('link', { name: areaName }).click();

  await page.getByRole('button', { name: areasFi.delete.button }).click();
  await page
    .getByRole('dialog', { name: areasFi.delete.title })
    .getByRole('button', { name: areasFi.delete.confirm })
    .click();
  const toast = page.getByRole('alert').filter({ hasText: areasFi.notifications.deleted });
  await expect(toast).toBeVisible();
  // Undo first: the toast offers it for undoToastMs, and an axe run on a loaded machine can outlast that.
  await toast.getByRole('button', { name: fi.common.undo }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: areasFi.notifications.restored.replace('{{name}}', areaName) }),
  ).toBeVisible();
  await expectAccessible(page, 'after undo');

  // Restored on the server: found again after a reload.
  await page.reload();
  await page.getByLabel(areasFi.list.search).fill(areaName);
  await expect(table.getByRole('link', { name: areaName })).toBeVisible();
});

test(`${roleTag('agent')}[HELP] the user menu opens the help page`, async ({ page }) => {
  await signIn(page, 'agent');
  await userMenuButton(page, 'agent').click();
  await page.getByRole('menuitem', { name: helpFi.menu }).click();
  await expect(page).toHaveURL('/apps/help');
  await expect(page.getByRole('heading', { level: 1, name: helpFi.title })).toBeVisible();
  await expect(page.getByRole('region', { name: helpFi.loop.title }).getByRole('listitem')).toHaveCount(5);
  await expectAccessible(page, 'help page');
});
