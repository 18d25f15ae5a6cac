import { seedIds } from '../../apps/server/src/db/seed/ids';
import { buildWorkers } from '../../apps/server/src/db/seed/workers';
import poolsFi from '../../apps/web/src/features/pools/locales/fi.json' with { type: 'json' };
import { expect, expectAccessible, roleTag, signIn, test } from '../support/fixtures';
import { fi } from '../support/texts';

const poolsListPath = '/apps/hr/pools/list';
const seededDefaultPool = 'Oletusrengas';
const servedArea = 'Palvelukoti Koivula';

/** Two accepted, confirmed workers of the demo admin's account with names no one else there has. */
function twoWorkersOfTheAdminsAccount(): [string, string] {
  const workers = buildWorkers(new Date()).users.filter((user) => user.accountId === seedIds.accounts.south);
  const fullNames = workers.map((worker) => `${worker.firstName} ${worker.lastName}`);
  const picked = workers
    .filter((worker) => worker.status === 'accepted' && worker.confirmed)
    .map((worker) => `${worker.firstName} ${worker.lastName}`)
    .filter((name) => fullNames.filter((other) => other === name).length === 1);
  const [first, second] = picked;
  if (!first || !second) {
    throw new Error('the demo data has no two accepted workers with unique names');
  }
  return [first, second];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test(`${roleTag('admin')}[POOLS] creates a pool serving an area, manages its members and makes it the default`, async ({
  page,
}) => {
  // A long story (create, members in and out, default): more than the usual 45 s on a loaded machine.
  test.slow();
  const poolName = `E2E-rengas ${Date.now().toString(36)}`;
  const [kept, removed] = twoWorkersOfTheAdminsAccount();
  await signIn(page, 'admin');

  // The list, from the HR menu: the seeded pools, the default one with its badge.
  await page
    .getByRole('navigation', { name: fi.menu.navigation })
    .getByRole('link', { name: poolsFi.menu })
    .click();
  await expect(page).toHaveURL(poolsListPath);
  await expect(page.getByRole('heading', { level: 1, name: poolsFi.list.title })).toBeVisible();
  const poolsTable = page.getByRole('table', { name: poolsFi.list.title });
  const seededDefaultRow = poolsTable.getByRole('row').filter({ hasText: seededDefaultPool });
  const badgeIn = (row: typeof seededDefaultRow) => row.getByText(poolsFi.badge.default, { exact: true });
  await expect(badgeIn(seededDefaultRow)).toBeVisible();
  await expectAccessible(page, 'pools list');

  // Create a pool serving one area.
  await page.getByRole('link', { name: poolsFi.list.create }).click();
  await expect(page.getByRole('heading', { level: 1, name: poolsFi.create.title })).toBeVisible();
  await expectAccessible(page, 'pool create page');
  await page.getByLabel(poolsFi.form.name, { exact: true }).fill(poolName);
  await page.getByRole('combobox', { name: poolsFi.form.areas }).click();
  await page.getByRole('option', { name: new RegExp(escapeRegExp(servedArea)) }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: poolsFi.form.create }).click();

  await expect(page).toHaveURL(/\/apps\/hr\/pools\/edit\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: poolsFi.edit.title.replace('{{name}}', poolName) }),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: poolsFi.create.created })).toBeVisible();
  await expect(page.getByText(new RegExp(escapeRegExp(servedArea)))).toBeVisible();
  await expect(page.getByText(poolsFi.members.empty)).toBeVisible();
  await expectAccessible(page, 'pool edit page');

  // Add two workers found by search.
  const search = page.getByRole('textbox', { name: poolsFi.members.add });
  const membersTable = page.getByRole('table', {
    name: new RegExp(`^${poolsFi.members.title.split(' (')[0]}`),
  });
  for (const [index, name] of [kept, removed].entries()) {
    await search.fill(name);
    await page.getByRole('option', { name: new RegExp(escapeRegExp(name)) }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: poolsFi.members.added.replace('{{name}}', name) }),
    ).toBeVisible();
    await expect(membersTable.getByRole('row')).toHaveCount(index + 2);
    await expect(membersTable).toContainText(name);
  }
  await expect(
    page.getByRole('heading', { name: poolsFi.members.title.replace('{{count}}', '2') }),
  ).toBeVisible();
  await expectAccessible(page, 'pool edit page with members');

  // Remove one, after confirming.
  await page.getByRole('button', { name: poolsFi.members.remove.replace('{{name}}', removed) }).click();
  const dialog = page.getByRole('dialog', { name: poolsFi.members.removeTitle });
  await expect(dialog).toContainText(removed);
  await expectAccessible(page, 'remove member dialog');
  await dialog.getByRole('button', { name: poolsFi.members.removeConfirm }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: poolsFi.members.removed.replace('{{name}}', removed) }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: poolsFi.members.title.replace('{{count}}', '1') }),
  ).toBeVisible();
  await expect(membersTable).toContainText(kept);
  await expect(membersTable).not.toContainText(removed);

  // Make it the default.
  const defaultSwitch = page.getByRole('switch', { name: new RegExp(`^${poolsFi.form.isDefault}`) });
  await expect(defaultSwitch).not.toBeChecked();
  // By keyboard: a toast may still cover the switch, and a click at its place would land on the toast.
  await defaultSwitch.focus();
  await page.keyboard.press('Space');
  await expect(defaultSwitch).toBeChecked();
  await page.getByRole('button', { name: poolsFi.form.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: poolsFi.edit.saved })).toBeVisible();
  await expect(defaultSwitch).toBeDisabled();
  await expect(page.getByRole('button', { name: poolsFi.delete.button })).toBeDisabled();

  // Back on the list: the new pool has the badge, the previous default lost it.
  await page.getByRole('link', { name: poolsFi.edit.backToList }).click();
  await expect(page).toHaveURL(poolsListPath);
  const newRow = poolsTable.getByRole('row').filter({ hasText: poolName });
  await expect(badgeIn(newRow)).toBeVisible();
  // One member, one area.
  await expect(newRow.getByRole('cell')).toHaveText([poolName, poolsFi.badge.default, '1', '1']);
  await expect(badgeIn(seededDefaultRow)).toHaveCount(0);
  await expect(poolsTable.getByRole('row').nth(1)).toContainText(poolName);
  await expectAccessible(page, 'pools list with the new default');

  // Leave the demo data as it was for other specs: the seeded pool is the default again, ours is deleted.
  await seededDefaultRow.getByRole('link', { name: seededDefaultPool }).click();
  const seededSwitch = page.getByRole('switch', { name: new RegExp(`^${poolsFi.form.isDefault}`) });
  await seededSwitch.focus();
  await page.keyboard.press('Space');
  await expect(seededSwitch).toBeChecked();
  await page.getByRole('button', { name: poolsFi.form.save }).click();
  // The toast of the first save may still be showing: the newest one is this save's.
  await expect(page.getByRole('alert').filter({ hasText: poolsFi.edit.saved }).last()).toBeVisible();
  await page.getByRole('link', { name: poolsFi.edit.backToList }).click();
  await expect(badgeIn(seededDefaultRow)).toBeVisible();
  await newRow.getByRole('link', { name: poolName }).click();
  await page.getByRole('button', { name: poolsFi.delete.button }).click();
  await page
    .getByRole('dialog', { name: poolsFi.delete.title })
    .getByRole('button', { name: poolsFi.delete.confirm, exact: true })
    .click();
  await expect(page).toHaveURL(poolsListPath);
  await expect(page.getByRole('alert').filter({ hasText: poolsFi.delete.deleted })).toBeVisible();
  await expect(poolsTable.getByRole('row').filter({ hasText: poolName })).toHaveCount(0);
});

test(`${roleTag('customer')}[POOLS] does not see pools`, async ({ page }) => {
  await signIn(page, 'customer');
  await expect(
    page.getByRole('navigation', { name: fi.menu.navigation }).getByRole('link', { name: poolsFi.menu }),
  ).toHaveCount(0);
  await page.goto(poolsListPath);
  await expect(page).toHaveURL('/pages/error/not-authorized');
});
